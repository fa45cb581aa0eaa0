/**
 * Work that must never compete with the first paint: run it when the browser is idle, or at least
 * in a task of its own.
 */

/**
 * Resolves in a task after the next frame, once what was just put on the page is on screen; after
 * 100 ms at the latest, as a hidden page draws no frames.
 */
export function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => {
    const latest = setTimeout(resolve, 100);
    requestAnimationFrame(() => {
      clearTimeout(latest);
      setTimeout(resolve, 0);
    });
  });
}

/** Runs fn when the main thread is idle (at the latest after 5 s); returns a cancel function. */
export function whenIdle(fn: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(fn, { timeout: 5000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 2000);
  return () => clearTimeout(id);
}

/** Runs fn once the page has loaded and then the browser is idle; returns a cancel function. */
export function whenLoadedAndIdle(fn: () => void): () => void {
  if (document.readyState === 'complete') return whenIdle(fn);
  let cancel = () => {};
  const onLoad = () => {
    cancel = whenIdle(fn);
  };
  window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    cancel();
  };
}
