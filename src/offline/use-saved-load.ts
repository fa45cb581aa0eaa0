/**
 * Data a screen keeps for offline (a snapshot kind): from the server when it answers (kept as the
 * snapshot), else the last snapshot with when it was loaded. Reopening online, the snapshot shows
 * at once and the fresh answer replaces it; loaded again when the connection comes back. A retry
 * keeps what is shown; another kind (the tax report of another year) starts from loading, so one
 * kind's data never shows as another's. Used by the portfolio (decision 430) and the tax view (458).
 */
import { useEffect, useState } from 'react';
import { auth } from '../state/auth.js';
import { useOnlineAgain } from './hooks.js';
import { loadWithSnapshot } from './load.js';
import type { SnapshotKind } from './snapshots.js';

export type SavedLoad<T> =
  | { status: 'loading' }
  /** `error`: why it failed, for a screen that words a refusal of its own (the Tax screen's wait). */
  | { status: 'error'; error: unknown }
  | { status: 'ready'; data: T; savedAt: number; fromSnapshot: boolean };

/** `load` is read when `kind` changes or on a retry; null `kind`: nothing to load yet. */
export function useSavedLoad<T>(
  kind: SnapshotKind | null,
  load: () => Promise<T>,
): { state: SavedLoad<T>; retry(): void } {
  const [shown, setShown] = useState<{ kind: SnapshotKind | null; state: SavedLoad<T> }>({
    kind,
    state: { status: 'loading' },
  });
  const [attempt, setAttempt] = useState(0);
  const retry = () => setAttempt((n) => n + 1);
  useOnlineAgain(retry);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` belongs to `kind`; a retry loads again
  useEffect(() => {
    if (kind === null) return;
    let current = true;
    const show = (state: SavedLoad<T>) => current && setShown({ kind, state });
    setShown((s) => (s.kind === kind && s.state.status !== 'error' ? s : { kind, state: { status: 'loading' } }));
    loadWithSnapshot(kind, auth.user?.id, load, { showSaved: (saved) => show({ status: 'ready', ...saved }) }).then(
      (loaded) => show({ status: 'ready', ...loaded }),
      (error: unknown) => {
        // A snapshot already shown stays: a failed refresh does not take it away.
        if (current)
          setShown((s) =>
            s.kind === kind && s.state.status === 'ready' ? s : { kind, state: { status: 'error', error } },
          );
      },
    );
    return () => {
      current = false;
    };
  }, [kind, attempt]);

  return { state: shown.kind === kind ? shown.state : { status: 'loading' }, retry };
}
