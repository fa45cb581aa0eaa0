/**
 * Whether a CSS media query matches now, following the window as it changes (a resize across a
 * breakpoint, a rotated phone). `whenUnknown` is the answer where no window can be asked.
 */
import { useMemo, useSyncExternalStore } from 'react';

/** The query as a store for useSyncExternalStore: subscribe to its changes and read it. */
export function mediaQueryStore(query: string) {
  return {
    subscribe(onChange: () => void): () => void {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    matches: (): boolean => window.matchMedia(query).matches,
  };
}

export function useMediaQuery(query: string, whenUnknown = false): boolean {
  const store = useMemo(() => mediaQueryStore(query), [query]);
  return useSyncExternalStore(store.subscribe, store.matches, () => whenUnknown);
}

/** The viewport width, for sizing what cannot follow CSS (the payment form's frame). */
export function useViewportWidth(): number {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener('resize', onChange);
      return () => window.removeEventListener('resize', onChange);
    },
    () => window.innerWidth,
    () => 1024,
  );
}
