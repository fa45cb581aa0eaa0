import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaQueryStore } from './use-media-query.js';

/** A window whose width can change, answering min-width and max-width queries as a browser does. */
function fakeWindow(width: number) {
  const listeners = new Map<string, Set<() => void>>();
  const answers = (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  };
  const win = {
    matchMedia: (query: string) => ({
      get matches() {
        return answers(query);
      },
      addEventListener: (_: 'change', fn: () => void) => {
        listeners.set(query, (listeners.get(query) ?? new Set()).add(fn));
      },
      removeEventListener: (_: 'change', fn: () => void) => listeners.get(query)?.delete(fn),
    }),
    resize(next: number) {
      const before = new Map([...listeners.keys()].map((q) => [q, answers(q)]));
      width = next;
      for (const [q, fns] of listeners) if (before.get(q) !== answers(q)) for (const fn of fns) fn();
    },
    listening: (query: string) => listeners.get(query)?.size ?? 0,
  };
  vi.stubGlobal('window', win);
  return win;
}

afterEach(() => vi.unstubAllGlobals());

describe('a media query as a store', () => {
  it('reads whether the query matches, and is told when a resize crosses it', () => {
    const win = fakeWindow(1280);
    const wide = mediaQueryStore('(min-width: 768px)');
    const narrow = mediaQueryStore('(max-width: 767.98px)');
    expect([wide.matches(), narrow.matches()]).toEqual([true, false]);
    const told = vi.fn();
    const stop = wide.subscribe(told);
    win.resize(1000);
    expect(told).not.toHaveBeenCalled();
    win.resize(360);
    expect(told).toHaveBeenCalledTimes(1);
    expect([wide.matches(), narrow.matches()]).toEqual([false, true]);
    stop();
    expect(win.listening('(min-width: 768px)')).toBe(0);
  });
});
