/**
 * The withdraw form (specification section 5): address with the saved addresses, amount, balance,
 * network, fee and what arrives, the limits, the over-balance banner, the form's problem and the
 * Withdraw button. It only draws; state and rules are use-withdraw.ts.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { QrCode as QrIcon } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { formatCrypto, formatFiat } from '../../lib/money-format.js';
import * as paths from '../../lib/paths.js';
import { OfflineNotice } from '../../offline/OfflineNotice.js';
import { locale } from '../../state/locale.js';
import { CoinIcon } from '../../ui/CoinIcon.js';
import { Field } from '../../ui/Field.js';
import { FrozenNotice } from '../../ui/FrozenNotice.js';
import { MoneyButton } from '../../ui/MoneyButton.js';
import { RatesNote } from '../../ui/RatesNote.js';
import { SavedAddresses } from './SavedAddresses.js';
import type { WithdrawState } from './use-withdraw.js';
import { WithdrawAmount } from './WithdrawAmount.js';
import { WithdrawBeneficiary } from './WithdrawBeneficiary.js';
import { WithdrawFeeRows } from './WithdrawFeeRows.js';
import { WithdrawLimits } from './WithdrawLimits.js';
import { WithdrawNetwork } from './WithdrawNetwork.js';
import '../../ui/field.css';

export function WithdrawForm({ w }: { w: WithdrawState }) {
  const { t } = useLingui();
  const { timeZone } = useSnapshot(locale);
  const { symbol, name, view, shown, routes } = w;
  return (
    <form
      className="card send-form field-stack"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void w.start();
      }}
    >
      {/* A paused account is said first: nothing below can be sent until it lifts (decision 178). */}
      {w.hold && w.hold.field === null ? (
        <div className="inline-warning" role="alert" data-testid="withdraw-hold">
          <p>{w.hold.message}</p>
        </div>
      ) : null}
      <Field
        label={t`Address`}
        placeholder={t`Enter ${symbol} address`}
        value={w.address}
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => w.setAddress(e.target.value.trim())}
        onBlur={w.leaveAddress}
        error={
          shown?.field === 'cryptoAddress' ? shown.message : w.hold?.field === 'cryptoAddress' ? w.hold.message : null
        }
        adornment={<QrIcon size={20} aria-hidden="true" className="muted" />}
      />
      <SavedAddresses routeId={w.ownRoute?.id} address={w.address} onPick={w.setAddress} />

      <WithdrawAmount w={w} />

      <div className="balance-box">
        <CoinIcon symbol={symbol} size={36} />
        <div>
          <p className="muted small">
            <Trans>{name} balance</Trans>
          </p>
          <p className="amount strong" data-testid="withdraw-balance">
            {formatCrypto(w.balance)} {symbol}
          </p>
        </div>
        <p className="amount balance-box-value">
          {view.ratesError ? t`Error loading rates` : w.live?.value ? formatFiat(w.live.value, view.currency) : ''}
        </p>
      </div>

      <WithdrawNetwork
        routesState={routes.routesState}
        routes={routes.myRoutes}
        routeId={routes.routeId}
        invalid={shown?.field === 'paymentRouteId'}
        onChoose={routes.setRouteId}
      />

      {w.ownRoute ? <WithdrawFeeRows symbol={symbol} fee={w.networkFee} received={w.received} /> : null}
      {w.ownRoute && w.address.trim() ? <WithdrawBeneficiary b={w.beneficiary} showErrors={w.answersTried} /> : null}
      <WithdrawLimits state={w.limits} shown={{ currency: w.displayCurrency, rates: w.rates }} />

      {w.banner ? (
        <div className="inline-warning banner-buy" role="status">
          <p>
            <Trans>
              Insufficient balance. <Link href={paths.buySell}>Buy {symbol}</Link>
            </Trans>
          </p>
        </div>
      ) : null}

      {shown && (shown.field === 'form' || shown.field === 'paymentRouteId') ? (
        <p className="field-error" role="alert">
          {shown.message}
        </p>
      ) : null}

      <OfflineNotice action="withdraw" />
      <FrozenNotice />
      <MoneyButton type="submit" block busy={w.busy} disabled={!w.canSubmit}>
        {w.phase === 'sending' ? t`Withdrawing...` : t`Withdraw`}
      </MoneyButton>
      <RatesNote fetchedAt={view.ratesFetchedAt} timeZone={timeZone} />
    </form>
  );
}
