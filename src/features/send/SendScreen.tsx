/**
 * Withdraw (/send): address, amount in crypto or fiat with quick amounts, balance card, network,
 * and the Withdraw button, with every rule of specification section 5, the KYC gate and the 2FA
 * dialog of section 4, then the success page. State and rules: use-withdraw.ts; the form and the
 * confirmation only draw (WithdrawForm.tsx, WithdrawConfirm.tsx).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Redirect, useLocation } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import type { CoinSymbol } from '../../../contract/assets.js';
import { assetOfState } from '../../lib/assets-view.js';
import { formatCrypto } from '../../lib/money-format.js';
import * as paths from '../../lib/paths.js';
import { TransactionSuccess } from '../../ui/TransactionSuccess.js';
import { toast } from '../../ui/toast.js';
import { TravelRuleOutcome } from './TravelRuleOutcome.js';
import { useWithdraw } from './use-withdraw.js';
import { WithdrawConfirm } from './WithdrawConfirm.js';
import { WithdrawForm } from './WithdrawForm.js';
import '../../ui/screens.css';
import './send.css';

export default function SendScreen() {
  const asset = assetOfState(useHistoryState());
  if (!asset) return <Redirect to="/assets/send" replace />;
  return <Withdraw symbol={asset.currency.symbol} name={asset.currency.name} handedBalance={asset.rawBalance} />;
}

function Withdraw({ symbol, name, handedBalance }: { symbol: CoinSymbol; name: string; handedBalance: string }) {
  const { t } = useLingui();
  const w = useWithdraw(symbol, name, handedBalance);
  const [, navigate] = useLocation();
  const { sent, outcome } = w;

  // Accepted and recorded withdrawals go on to the chain: the ordinary success page.
  if (w.phase === 'done' && outcome && outcome.state !== 'accepted' && outcome.state !== 'recorded')
    return (
      <TravelRuleOutcome
        withdrawalId={outcome.withdrawalId}
        state={outcome.state}
        onState={w.setOutcomeState}
        onDone={() => navigate(paths.wallet)}
      />
    );

  if (w.phase === 'done' && sent)
    return (
      <TransactionSuccess
        data={{ type: 'withdraw', crypto: symbol, amount: formatCrypto(sent.amount) }}
        onDone={() => {
          const amount = formatCrypto(sent.amount);
          toast.success(t`Successfully withdrew ${amount} ${symbol}`);
          navigate(paths.wallet);
        }}
      />
    );

  return (
    <div className="screen send-page">
      <h1>
        <Trans>Withdraw to {name}</Trans>
      </h1>

      {w.routes.routesState === 'failed' ? (
        <div className="inline-warning" role="alert">
          <p>
            <Trans>Failed to load payment routes</Trans>
          </p>
        </div>
      ) : null}

      <WithdrawForm w={w} />

      {w.kycModal}
      <WithdrawConfirm w={w} />
    </div>
  );
}
