// @vitest-environment happy-dom
/**
 * "Withdraw" takes the place of "Check again" once the test deposit has proven the address. A
 * customer tapping "Check again" as the proof arrives must not tap "Withdraw" with the same finger:
 * the new action takes no tap for a moment after it appears.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

vi.mock('./api.js', () => ({ isAddressProven: async () => true }));

const { PROVEN_ACTION_DELAY_MS, TestDepositProof } = await import('./TestDepositProof.js');

let container: HTMLDivElement;
let root: ReturnType<typeof createRoot>;

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const actionButton = () => [...container.querySelectorAll('button')].at(-1) as HTMLButtonElement;
const settle = () => act(async () => new Promise<void>((done) => setTimeout(done, 0)));

it('takes no tap on "Withdraw" for a moment after it replaced "Check again"', async () => {
  const onProven = vi.fn();
  act(() =>
    root.render(
      <I18nProvider i18n={i18n}>
        <TestDepositProof
          routeId={1}
          address="TJYeasTPa6gpEEfYqQG5NRasjLgcpbG6AQ"
          deposit={{ amount: '1.234567', currency: 'USDT', depositAddress: 'TDeposit' } as never}
          proofFor="withdrawal"
          onProven={onProven}
          onCancel={() => {}}
        />
      </I18nProvider>,
    ),
  );
  expect(actionButton().textContent).toBe('Check again');
  act(() => actionButton().click());
  await settle();

  // The proof came with that tap: the same place now says "Withdraw", and a second tap does nothing.
  expect(actionButton().textContent).toBe('Withdraw');
  act(() => actionButton().click());
  expect(actionButton().disabled).toBe(true);
  expect(onProven).not.toHaveBeenCalled();

  await act(async () => new Promise<void>((done) => setTimeout(done, PROVEN_ACTION_DELAY_MS + 50)));
  expect(actionButton().disabled).toBe(false);
  act(() => actionButton().click());
  expect(onProven).toHaveBeenCalledTimes(1);
});
