// @vitest-environment happy-dom
/**
 * A catalog that arrives while React is still bringing a prerendered page to life: the provider
 * draws it once React has finished, without throwing the page's HTML away (React error 421).
 */
import { i18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { type ComponentType, lazy, type ReactNode, Suspense, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, expect, test } from 'vitest';
import { TransitionI18nProvider } from './TransitionI18nProvider.js';

type Provider = ComponentType<{ children: ReactNode }>;

function Greeting() {
  const { i18n: active } = useLingui();
  return <p id="greeting">{active._('greeting')}</p>;
}

/** What the frame shows of a message no prerendered text uses: its id until its catalog is here. */
function Refusal() {
  const { i18n: active } = useLingui();
  return <output id="refusal">{active._('refusal')}</output>;
}

/** The screen's code: held until `screenCode.release()`, as a chunk still on its way. */
let screenCode: { release: () => void };
let Screen: ComponentType;

/** The app's shape: the frame's boundary holds <main>, and the screen's boundary inside it. */
const page = (Provider: Provider) => (
  <Provider>
    <Suspense fallback="…">
      <main id="main">
        <Refusal />
        <Suspense fallback="…">
          <Screen />
        </Suspense>
      </main>
    </Suspense>
  </Provider>
);

const LinguiProvider: Provider = ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;

const broughtToLife = (el: Element | null) => !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber$'));
/** A turn of the event loop: React's scheduler runs its work in macrotasks. */
const turn = () => new Promise<void>((done) => setTimeout(done, 0));
const turns = async (n: number) => {
  for (let i = 0; i < n; i++) await turn();
};

/**
 * Hydrates the prerendered page as src/main.tsx does, up to the moment the frame is React's and
 * the screen's boundary is not (its code has not arrived). Answers the recoverable errors React
 * reports from then on.
 */
async function hydrateUntilFrame(Provider: Provider): Promise<{ root: HTMLElement; errors: string[] }> {
  Screen = Greeting;
  const root = document.createElement('div');
  root.innerHTML = renderToString(page(Provider));
  document.body.replaceChildren(root);
  let release = () => {};
  const code = new Promise<{ default: ComponentType }>((done) => {
    release = () => done({ default: Greeting });
  });
  screenCode = { release };
  Screen = lazy(() => code);
  const errors: string[] = [];
  startTransition(() => {
    hydrateRoot(root, page(Provider), { onRecoverableError: (e) => errors.push(String(e)) });
  });
  for (let i = 0; i < 500 && !broughtToLife(root.querySelector('#main')); i++) await turn();
  await turns(20);
  expect(broughtToLife(root.querySelector('#main'))).toBe(true);
  expect(broughtToLife(root.querySelector('#greeting'))).toBe(false);
  return { root, errors };
}

beforeEach(() => {
  i18n.load('en', { greeting: 'Hello' });
  i18n.activate('en');
});

test('a catalog that arrives mid-hydration is drawn after it, and the prerendered HTML is kept', async () => {
  const { root, errors } = await hydrateUntilFrame(TransitionI18nProvider);
  const prerendered = root.querySelector('#greeting');
  i18n.load('en', { refusal: 'Refused' });
  await turns(20);
  expect(errors).toEqual([]);
  screenCode.release();
  await turns(50);
  expect(errors).toEqual([]);
  // The same element, brought to life rather than drawn afresh; the new words are drawn.
  expect(root.querySelector('#greeting')).toBe(prerendered);
  expect(broughtToLife(prerendered)).toBe(true);
  expect(root.querySelector('#refusal')?.textContent).toBe('Refused');
});

test('a language switched after the page came to life is drawn', async () => {
  const { root, errors } = await hydrateUntilFrame(TransitionI18nProvider);
  screenCode.release();
  await turns(50);
  i18n.load('de', { greeting: 'Willkommen zurück', refusal: 'Abgelehnt' });
  i18n.activate('de');
  await turns(50);
  expect(root.querySelector('#greeting')?.textContent).toBe('Willkommen zurück');
  expect(root.querySelector('#refusal')?.textContent).toBe('Abgelehnt');
  expect(errors).toEqual([]);
});

// Why the provider exists: if a release of React or Lingui changes this, Lingui's own can return.
test("Lingui's own provider, at the same moment, makes React throw the boundary's HTML away", async () => {
  const { root, errors } = await hydrateUntilFrame(LinguiProvider);
  i18n.load('en', { refusal: 'Refused' });
  screenCode.release();
  await turns(50);
  expect(errors.join()).toContain('received an update before it finished hydrating');
  expect(root.querySelector('#refusal')?.textContent).toBe('Refused');
});
