import type { LinkProblem } from '../../state/use-emailed-link.js';

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
