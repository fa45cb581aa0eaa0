/**
 * The parts of a conversion form that the Swap screen and the trade screen's Sell tab share: the
 * paying side ('I have'), the receiving side ('I want'), the shortcut chips, the quote line with
 * its countdown, and the error box with the main button (also the Buy tab's). Both convert
 * through the same quote and confirm calls, so their forms must read and behave alike; each
 * screen keeps its own layout (through `className`), wording and rules.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReadonlySignal } from '@preact/signals-react';
import { type ReactNode, useId } from 'react';
import { COINS, type CoinSymbol } from '../../contract/assets.js';
import { formatCrypto, formatCryptoWithSymbol, formatPercent } from '../lib/money-format.js';
import { QUICK_FILLS, type QuickFill } from '../lib/swap-rules.js';
import { OfflineNotice } from '../offline/OfflineNotice.js';
import { AmountInput } from './AmountInput.js';
import { CoinChooser, ReceivedAmount } from './CoinChooser.js';
import { Countdown } from './Countdown.js';
import { FrozenNotice } from './FrozenNotice.js';
import { MoneyButton } from './MoneyButton.js';
import './conversion.css';

/** '1 BTC ≈ 96,954.9069 USDT' */
export function rateText(from: CoinSymbol, to: CoinSymbol, rate: string, maxDecimals?: number): string {
  return `1 ${from} ≈ ${formatCryptoWithSymbol(rate, to, maxDecimals)}`;
}

interface SideProps {
  /** The heading's id; it names the section. */
  id: string;
  /** The screen's layout of a side. */
  className: string;
  title: ReactNode;
  symbol: CoinSymbol;
  chooserLabel: string;
  onChoose: () => void;
  /** The amount field beside the coin. */
  field: ReactNode;
  children?: ReactNode;
}

function Side({ id, className, title, symbol, chooserLabel, onChoose, field, children }: SideProps) {
  return (
    <section className={`conversion-side ${className}`} aria-labelledby={id}>
      <h2 id={id} className="conversion-side-title">
        {title}
      </h2>
      <div className="conversion-row">
        <CoinChooser symbol={symbol} className="coin-chooser" onClick={onChoose} label={chooserLabel} />
        {field}
      </div>
      {children}
    </section>
  );
}

interface PayingSideProps {
  id: string;
  className: string;
  /** What the customer does with the coin, in the labels. */
  verb: 'swap' | 'sell';
  symbol: CoinSymbol;
  balance: string;
  /** Decimals the coin's amount allows. */
  precision: number;
  balanceTestId: string;
  amount: string;
  onAmount: (value: string) => void;
  onChoose: () => void;
  /** The shortcuts under the amount. */
  children?: ReactNode;
}

/** 'I have {balance}': the coin given and its amount. */
export function PayingSide({
  id,
  className,
  verb,
  symbol,
  balance,
  precision,
  balanceTestId,
  amount,
  onAmount,
  onChoose,
  children,
}: PayingSideProps) {
  const { t } = useLingui();
  const name = COINS[symbol].name;
  const held = formatCrypto(balance, precision);
  return (
    <Side
      id={id}
      className={className}
      title={
        <Trans>
          I have{' '}
          <span className="amount muted" data-testid={balanceTestId}>
            {held} {symbol}
          </span>
        </Trans>
      }
      symbol={symbol}
      chooserLabel={verb === 'swap' ? t`Asset to swap: ${name}. Change` : t`Asset to sell: ${name}. Change`}
      onChoose={onChoose}
      field={
        <AmountInput
          label={verb === 'swap' ? t`Amount of ${symbol} to swap` : t`Amount of ${symbol} to sell`}
          hideLabel
          mode="crypto"
          precision={precision}
          value={amount}
          onValueChange={onAmount}
        />
      }
    >
      {children}
    </Side>
  );
}

interface ReceivingSideProps {
  id: string;
  className: string;
  symbol: CoinSymbol;
  /** The read-only amount's id, also its test id. */
  resultId: string;
  /** The quoted amount, unformatted; null while there is no quote. */
  received: string | null;
  /**
   * The amount worked out on the device while the firm quote is on its way (src/lib/quote-estimate.ts),
   * unformatted; shown apart from the quoted amount and named an estimate. Null: nothing shown.
   */
  estimate?: string | null;
  onChoose: () => void;
}

/** 'I want {coin}': the coin received and the quoted amount. */
export function ReceivingSide({ id, className, symbol, resultId, received, estimate, onChoose }: ReceivingSideProps) {
  const { t } = useLingui();
  const name = COINS[symbol].name;
  const estimated = estimate ? formatCryptoWithSymbol(estimate, symbol) : null;
  return (
    <Side
      id={id}
      className={className}
      title={t`I want ${symbol}`}
      symbol={symbol}
      chooserLabel={t`Asset to receive: ${name}. Change`}
      onChoose={onChoose}
      field={
        <ReceivedAmount
          id={resultId}
          symbol={symbol}
          className="amount-field"
          value={received === null ? '' : formatCrypto(received)}
        />
      }
    >
      {/* The line's place is held with or without an estimate: it comes at the first key and goes
          when the firm quote arrives, and the choice of when and the confirm button below it, where
          the customer's finger is headed, may not move then (decision 411). */}
      <p className="muted receiving-estimate">
        {received === null && estimated ? (
          <span data-testid={`${resultId}-estimate`}>{t`Estimate: ≈ ${estimated}`}</span>
        ) : null}
      </p>
    </Side>
  );
}

interface QuickFillsProps {
  /** The group's name for screen readers. */
  legend: string;
  onPercent: (percent: QuickFill) => void;
  /** Other chips in place of the percentages of the balance. */
  children?: ReactNode;
}

export function QuickFills({ legend, onPercent, children }: QuickFillsProps) {
  return (
    <fieldset className="quick-fills">
      <legend className="visually-hidden">{legend}</legend>
      {children ??
        QUICK_FILLS.map((p) => (
          <button key={p} type="button" className="chip" onClick={() => onPercent(p)}>
            {formatPercent(p)}
          </button>
        ))}
    </fieldset>
  );
}

interface QuoteLineProps {
  /** The live quote's rate (see rateText); null while no quote is live. */
  rate: string | null;
  seconds: ReadonlySignal<number>;
  /** Shown while no quote is live: one being fetched, or the one that lapsed. */
  note?: ReactNode;
}

export function QuoteLine({ rate, seconds, note }: QuoteLineProps) {
  const { t } = useLingui();
  return (
    <div className="quote-line" aria-live="polite">
      <div className="quote-slot">
        {rate !== null ? (
          <p className="quote-active">
            <span className="amount">{rate}</span>
            <Countdown seconds={seconds} prefix={t`Quote expires in`} className="quote-countdown" />
          </p>
        ) : (
          (note ?? null)
        )}
      </div>
    </div>
  );
}

interface ConfirmAreaProps {
  error: string | null;
  errorTestId: string;
  /** For the offline notice: 'A connection is needed to {action}.' */
  action: 'buy' | 'sell' | 'swap';
  label: string;
  enabled: boolean;
  busy: boolean;
}

/** The error box and the submit button, which offline stays disabled and says why. */
export function ConfirmArea({ error, errorTestId, action, label, enabled, busy }: ConfirmAreaProps) {
  const { t } = useLingui();
  const offline = {
    buy: t`A connection is needed to buy.`,
    sell: t`A connection is needed to sell.`,
    swap: t`A connection is needed to swap.`,
  }[action];
  return (
    <>
      {error ? (
        <div className="inline-error" role="alert" data-testid={errorTestId}>
          <p>{error}</p>
        </div>
      ) : null}
      <OfflineNotice message={offline} />
      <FrozenNotice />
      <MoneyButton type="submit" block busy={busy} disabled={!enabled}>
        {label}
      </MoneyButton>
    </>
  );
}

/**
 * Swap, Buy and Sell: now, at the quote, or "When the price reaches…" (an order, decision 427).
 * The order's form (src/orders) is a chunk of its own, loaded only once the customer picks it.
 */
export type When = 'now' | 'price';

export function WhenChoice({ value, onChange }: { value: When; onChange: (when: When) => void }) {
  const { t } = useLingui();
  const name = useId();
  const options: Array<[When, string]> = [
    ['now', t`Now`],
    ['price', t`When the price reaches…`],
  ];
  return (
    <fieldset className="when-choice">
      {/* Not "When": the price alert's "When" is a condition ("Wenn" in German), this a time. */}
      <legend className="visually-hidden">
        <Trans>When to trade</Trans>
      </legend>
      {options.map(([when, label]) => (
        <label key={when} className={`when-option${value === when ? ' when-option-on' : ''}`}>
          <input type="radio" name={name} value={when} checked={value === when} onChange={() => onChange(when)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
