/**
 * A staff list read page by page, newest first: the first page loads with its loading, error and
 * retry states whenever `deps` (the list's merchant, customer or filters) change, and older pages
 * are added below on request, with their own busy state and refusal.
 *
 * Every older page belongs to the first page it was asked under: one that answers after the
 * filters changed (or the list was loaded again) is dropped, so a list never shows a row its
 * filters exclude.
 */
import { useEffect, useRef, useState } from 'react';
import { messageOf } from '../../../api/errors.js';
import type { Loaded } from '../../../state/use-load.js';

interface Page<T> {
  items: T[];
  /** Where the next older page starts; null when there is none. */
  next: string | null;
}

export interface OlderPagesState {
  next: string | null;
  more: { busy: boolean; error: string };
  loadOlder: () => Promise<void>;
}

export interface PagesState<T> {
  loaded: Loaded<T[]>;
  older: T[];
  next: string | null;
  more: { busy: boolean; error: string };
}

interface PagesOptions<T> {
  /** What an older page that fails says when the server gave no words of its own. */
  olderFailed: string;
  /** The same for the first page. */
  firstFailed?: string;
  /**
   * A row's identity, where pages are counted by offset: rows that arrived meanwhile push rows
   * already shown onto the next page, and those are not shown twice.
   */
  keyOf?: (item: T) => string;
}

const IDLE = { busy: false, error: '' };

function initialPages<T>(): PagesState<T> {
  return { loaded: { state: 'loading' }, older: [], next: null, more: IDLE };
}

/**
 * The paging of one list, outside React: `start` reads the first page (dropping whatever an
 * earlier start or older page was still waiting for), `loadOlder` adds the next page, `stop`
 * drops every answer still to come.
 */
export function pagesRunner<T>(
  fetch: (before: string | null) => Promise<Page<T>>,
  show: (state: PagesState<T>) => void,
  options: () => PagesOptions<T>,
) {
  let round = 0;
  let state = initialPages<T>();
  const set = (s: PagesState<T>) => {
    state = s;
    show(s);
  };
  return {
    start() {
      const mine = ++round;
      set(initialPages<T>());
      fetch(null).then(
        (page) => mine === round && set({ ...state, loaded: { state: 'ready', data: page.items }, next: page.next }),
        (e: unknown) =>
          mine === round &&
          set({ ...state, loaded: { state: 'error', message: messageOf(e, options().firstFailed ?? '') } }),
      );
    },
    async loadOlder() {
      const from = state.next;
      if (!from || state.more.busy || state.loaded.state !== 'ready') return;
      const mine = round;
      set({ ...state, more: { busy: true, error: '' } });
      try {
        const page = await fetch(from);
        if (mine !== round) return;
        const { keyOf } = options();
        let items = page.items;
        if (keyOf) {
          const first = state.loaded.state === 'ready' ? state.loaded.data : [];
          const shown = new Set([...first, ...state.older].map(keyOf));
          items = items.filter((i) => !shown.has(keyOf(i)));
        }
        set({ ...state, older: [...state.older, ...items], next: page.next, more: IDLE });
      } catch (e) {
        if (mine === round) set({ ...state, more: { busy: false, error: messageOf(e, options().olderFailed) } });
      }
    },
    stop() {
      round++;
    },
  };
}

/** `fetch(null)` reads the newest page, `fetch(next)` the one after it. */
export function usePages<T>(
  fetch: (before: string | null) => Promise<Page<T>>,
  deps: unknown[],
  olderFailed: string | PagesOptions<T>,
) {
  const [state, setState] = useState<PagesState<T>>(initialPages);
  const [round, setRound] = useState(0);
  // The runner lives as long as the screen; it asks with the fetch of the latest render, which
  // holds the filters that `deps` name, and words a refusal in the language shown now.
  const options = typeof olderFailed === 'string' ? { olderFailed } : olderFailed;
  const latest = useRef({ fetch, options });
  latest.current = { fetch, options };
  const runner = useRef<ReturnType<typeof pagesRunner<T>> | null>(null);
  if (!runner.current) {
    runner.current = pagesRunner<T>(
      (before) => latest.current.fetch(before),
      setState,
      () => latest.current.options,
    );
  }
  const paging = runner.current;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the list depends on
  useEffect(() => {
    paging.start();
    return paging.stop;
  }, [...deps, round]);
  const pages: OlderPagesState = { next: state.next, more: state.more, loadOlder: paging.loadOlder };
  return { loaded: state.loaded, reload: () => setRound((r) => r + 1), older: state.older, pages };
}
