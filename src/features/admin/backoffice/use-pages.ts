/**
 * A back-office list read page by page, newest first: the first page loads with its loading,
 * error and retry states (useLoad) whenever `deps` change, and older pages are added below on
 * request, with their own busy state and refusal.
 */
import { useState } from 'react';
import { messageOf } from '../../../api/errors.js';
import { useLoad } from '../../../state/use-load.js';

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

/** `fetch(null)` reads the newest page, `fetch(next)` the one after it. */
export function usePages<T>(fetch: (before: string | null) => Promise<Page<T>>, deps: unknown[], olderFailed: string) {
  const [older, setOlder] = useState<T[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [more, setMore] = useState({ busy: false, error: '' });
  const [loaded, reload] = useLoad(async () => {
    const page = await fetch(null);
    setOlder([]);
    setNext(page.next);
    setMore({ busy: false, error: '' });
    return page.items;
  }, deps);
  const loadOlder = async () => {
    if (!next) return;
    setMore({ busy: true, error: '' });
    try {
      const page = await fetch(next);
      setOlder((o) => [...o, ...page.items]);
      setNext(page.next);
      setMore({ busy: false, error: '' });
    } catch (err) {
      setMore({ busy: false, error: messageOf(err, olderFailed) });
    }
  };
  const pages: OlderPagesState = { next, more, loadOlder };
  return { loaded, reload, older, pages };
}
