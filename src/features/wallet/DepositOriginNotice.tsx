/**
 * Deposits that came without the sender's information (decision 274): the wallet says which
 * amounts cannot be withdrawn until the customer answers, and links to the answer.
 */
import { Trans } from '@lingui/react/macro';
import { Info } from 'lucide-react';
import { memo, useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { DepositOriginItem } from '../../../contract/deposit-origin.js';
import { getDepositOrigins } from '../../api/deposit-origin.js';
import { formatCryptoWithSymbol } from '../../lib/money-format.js';
import * as paths from '../../lib/paths.js';

/** Memoised: it has its own call, and the wallet's updates never render it again. */
export const DepositOriginNotice = memo(function DepositOriginNotice() {
  const [waiting, setWaiting] = useState<DepositOriginItem[]>([]);
  useEffect(() => {
    getDepositOrigins()
      .then(setWaiting)
      .catch(() => setWaiting([]));
  }, []);
  if (waiting.length === 0) return null;
  return (
    <section className="card origin-notice" aria-labelledby="origin-notice-title" data-testid="deposit-origin-notice">
      <h2 id="origin-notice-title" className="origin-notice-title">
        <Info size={18} aria-hidden="true" />
        <Trans>Information needed</Trans>
      </h2>
      <ul className="origin-notice-list">
        {waiting.map((d) => {
          const amount = formatCryptoWithSymbol(d.amount, d.currency);
          return (
            <li key={d.id}>
              <p>
                <Trans>
                  Tell us who sent your deposit of {amount}. Until you do, it cannot be withdrawn; you can still swap
                  it.
                </Trans>
              </p>
              <Link href={paths.depositOriginOf(d.id)} className="btn btn-primary">
                <Trans>Tell us who sent it</Trans>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
});
