// @vitest-environment happy-dom
/**
 * "Withdraw" takes the place of "Check again" once the test deposit has proven the address. A
 * customer tapping "Check again" as the proof arrives must not tap "Withdraw" with the same finger:
 * the new action takes no tap for a moment after it appears.
 */
import { act } from 'react';
import { expect, it, vi } from 'vitest';
import { domRendering } from '../test-support/dom-render.js';

vi.mock('./api.js', () => ({ isAddressProven: async () => true }));

const { PROVEN_ACTION_DELAY_MS, TestDepositProof } = await import('./TestDepositProof.js');

const dom = domRendering();

const actionButton = () => [...dom.container.querySelectorAll('button')].at(-1) as HTMLButtonElement;
const settle = () => act(async () => new Promise<void>((done) => setTimeout(done, 0)));

it('takes no tap on "Withdraw" for a moment after it replaced "Check again"', async () => {
  const onProven = vi.fn();
  dom.render(
    <TestDepositProof
      routeId={1}
      address="TJYeasTPa6gpEEfYqQG5NRasjLgcpbG6AQ"
      deposit={{ amount: '1.234567', currency: 'USDT', depositAddress: 'TDeposit' } as never}
      proofFor="withdrawal"
      onProven={onProven}
      onCancel={() => {}}
    />,
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
