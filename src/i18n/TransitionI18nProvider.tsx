/**
 * Lingui's context for the app, with each change (a catalog loaded, a language switched) drawn as a
 * transition (decision 480).
 *
 * Lingui's own I18nProvider reads the catalogs through useSyncExternalStore, whose updates React
 * always draws at once. React brings a prerendered page to life (decision 465) one Suspense
 * boundary at a time, and an update at once that reaches a boundary not yet brought to life makes
 * React throw that boundary's HTML away and draw it afresh (React error 421): what the visitor had
 * typed into it is lost. A catalog arrives exactly then on a slow phone: the refusals' words come
 * with the API transport at the first focus, the account forms' with the pointer on a tab. As a
 * transition, the change waits until React has finished the boundary, then draws.
 */
import { i18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { type ContextType, type ReactNode, startTransition, useEffect, useState } from 'react';

type Lingui = NonNullable<ContextType<typeof LinguiContext>>;

/** Counts the changes since the app started, so a change made before the provider subscribed is not missed. */
let changes = 0;
i18n.on('change', () => {
  changes += 1;
});

/**
 * The context's value, as Lingui's provider makes it: a new proxy of the same instance each time,
 * so every component that reads it draws again.
 */
function current(): { lingui: Lingui; seen: number } {
  return { lingui: { i18n: new Proxy(i18n, {}), _: i18n.t.bind(i18n) }, seen: changes };
}

export function TransitionI18nProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState(current);
  // biome-ignore lint/correctness/useExhaustiveDependencies: subscribes once; `seen` is the first render's
  useEffect(() => {
    const update = () => startTransition(() => setState(current()));
    const stop = i18n.on('change', update);
    if (changes !== state.seen) update();
    return stop;
  }, []);
  // As Lingui's provider: nothing is drawn before a language is active.
  if (!state.lingui.i18n.locale) return null;
  return <LinguiContext.Provider value={state.lingui}>{children}</LinguiContext.Provider>;
}
