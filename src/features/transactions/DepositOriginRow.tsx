/**
 * On a deposit's detail: when it came without the sender's information (decision 274), a prompt
 * to say who sent it, with why it cannot be withdrawn until then.
 */
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { DepositOriginItem } from '../../../contract/deposit-origin.js';
import { getDepositOrigins } from '../../api/deposit-origin.js';
import * as paths from '../../lib/paths.js';

/** `ids`: the transaction's ids as the history has them (the chain's transaction id among them). */
export function DepositOriginRow({ ids }: { ids: readonly string[] }) {
  const [waiting, setWaiting] = useState<DepositOriginItem | null>(null);
  const key = ids.join(' ');
  useEffect(() => {
    const wanted = new Set(key.split(' ').filter(Boolean));
    getDepositOrigins()
      .then((all) => setWaiting(all.find((d) => wanted.has(d.txid)) ?? null))
      .catch(() => setWaiting(null));
  }, [key]);
  if (!waiting) return null;
  return (
    <div className="inline-warning origin-row" role="status" data-testid="deposit-origin-row">
      <p>
        <strong>
          <Trans>Information needed</Trans>
        </strong>{' '}
        <Trans>
          This deposit arrived without the sender’s information. Tell us who sent it: until you do, it cannot be
          withdrawn; you can still swap it.
        </Trans>
      </p>
      <Link href={paths.depositOriginOf(waiting.id)} className="btn btn-primary">
        <Trans>Tell us who sent it</Trans>
      </Link>
    </div>
  );
}
