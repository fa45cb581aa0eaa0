/**
 * A page opened from an emailed link whose token sits in the fragment (so it reaches no server
 * log). Nothing happens on opening the page, since mail scanners open links too: the customer
 * presses the button, and `press` runs the page's call with the token, busy while it runs;
 * LinkProblemAlert says why it did not happen.
 */
import { useState } from 'react';
import { ApiCallError } from '../api/errors.js';

/** Why a link's action did not happen: the link is missing, no answer came, or the server's refusal. */
export type LinkProblem = { kind: 'missing' } | { kind: 'network' } | { kind: 'refused'; message: string };

/** A failed call as a LinkProblem: the server's own words when it answered, else 'network'. */
export function linkProblemOf(err: unknown): LinkProblem {
  return err instanceof ApiCallError && err.code !== 'NETWORK'
    ? { kind: 'refused', message: err.message }
    : { kind: 'network' };
}

/** `missing`: the problem shown for a link without a token; `problemOf`: a failed call's. */
export function useEmailedLink<P>(missing: P, problemOf: (err: unknown) => P) {
  const [token] = useState(() => (typeof window === 'undefined' ? '' : window.location.hash.slice(1)));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<P | null>(token ? null : missing);

  async function press(action: (token: string) => Promise<void>) {
    setBusy(true);
    setProblem(null);
    try {
      await action(token);
    } catch (err) {
      setProblem(problemOf(err));
    } finally {
      setBusy(false);
    }
  }
  return { token, busy, problem, press };
}

/** Why an emailed link's action did not happen: the page's words for a missing link and for no answer, else the server's. */
export function LinkProblemAlert({
  problem,
  missing,
  network,
}: {
  problem: LinkProblem | null;
  missing: string;
  network: string;
}) {
  if (problem === null) return null;
  return (
    <div className="auth-alert">
      <p role="alert">
        {problem.kind === 'missing' ? missing : problem.kind === 'network' ? network : problem.message}
      </p>
    </div>
  );
}
