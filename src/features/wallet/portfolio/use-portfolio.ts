/**
 * The customer's portfolio: from the server when it answers (kept as the offline snapshot), else
 * the last snapshot with when it was loaded. Reopening online, the snapshot shows at once and the
 * fresh answer replaces it; loaded again when the connection comes back.
 */
import { useEffect, useState } from 'react';
import type { Portfolio } from '../../../../contract/statements.js';
import { useOnlineAgain } from '../../../offline/hooks.js';
import { loadWithSnapshot } from '../../../offline/load.js';
import { auth } from '../../../state/auth.js';
import { getPortfolio } from '../api/portfolio.js';

type PortfolioState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; data: Portfolio; savedAt: number; fromSnapshot: boolean };

export function usePortfolio(): { state: PortfolioState; retry(): void } {
  const [state, setState] = useState<PortfolioState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = () => setAttempt((n) => n + 1);
  useOnlineAgain(retry);

  useEffect(() => {
    let current = true;
    // attempt: a retry loads again.
    void attempt;
    setState((s) => (s.status === 'error' ? { status: 'loading' } : s));
    loadWithSnapshot('portfolio', auth.user?.id, getPortfolio, {
      showSaved: (saved) => {
        if (current) setState({ status: 'ready', ...saved });
      },
    }).then(
      (loaded) => {
        if (current) setState({ status: 'ready', ...loaded });
      },
      () => {
        // A snapshot already shown stays: a failed refresh does not take it away.
        if (current) setState((s) => (s.status === 'ready' ? s : { status: 'error' }));
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  return { state, retry };
}
