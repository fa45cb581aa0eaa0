/** True below the trade screen's 768 px breakpoint; follows window resizes. */
import { useSyncExternalStore } from 'react';
import { TRADE_MOBILE_BREAKPOINT } from './layout.js';

const QUERY = `(max-width: ${TRADE_MOBILE_BREAKPOINT - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  const mq = window.matchMedia(QUERY);
  mq.addEventListener('change', onChange);
  return () => mq.removeEventListener('change', onChange);
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}

/** The viewport width, for sizing the payment form's frame. */
export function useViewportWidth(): number {
  return useSyncExternalStore(
    (cb) => {
      window.addEventListener('resize', cb);
      return () => window.removeEventListener('resize', cb);
    },
    () => window.innerWidth,
    () => 1024,
  );
}
