import { useSyncExternalStore } from 'react';

const QUERY = '(min-width: 768px)';

function subscribe(fn: () => void): () => void {
  const mq = window.matchMedia(QUERY);
  mq.addEventListener('change', fn);
  return () => mq.removeEventListener('change', fn);
}

/** True from the 768 px breakpoint up (the desktop tab bar); below it the menu drills in. */
export function useWide(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => true,
  );
}
