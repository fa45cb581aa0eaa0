/**
 * The trade screen, /buy-sell (specification sections 2, 4, 5, 8 and 9): Buy and Sell tabs, the
 * main, success and failure views, and separate desktop and mobile layouts split at 768 px (the
 * mobile one sits above the shell's bottom bar). Load errors show a red banner with Retry.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useHistoryState } from 'wouter/use-browser-location';
import { type CoinSymbol, isCoin, offeredCoins } from '../../../contract/assets.js';
import type { PaymentResult } from '../../../contract/payments.js';
import { formatCrypto } from '../../lib/money-format.js';
import type { SuccessData } from '../../lib/success-message.js';
import { useMediaQuery } from '../../lib/use-media-query.js';
import { useAssets } from '../../state/use-assets.js';
import { loadWallet } from '../../state/wallet.js';
import { InlineError } from '../../ui/InlineError.js';
import { TabList } from '../../ui/TabList.js';
import { TransactionSuccess } from '../../ui/TransactionSuccess.js';
import { type BuyRetry, BuyTab } from './BuyTab.js';
import { TRADE_MOBILE_BREAKPOINT } from './layout.js';
import { PaymentFailure } from './PaymentFailure.js';
import { PaymentResultPanel } from './PaymentResultPanel.js';
import { RepeatPurchase } from './RepeatPurchase.js';
import { SellTab } from './SellTab.js';
import { purchaseRows, saleRows } from './success-rows.js';
import type { BuyDone } from './use-buy.js';
import type { SellDone } from './use-sell.js';
import '../../ui/screens.css';
import './trade.css';

const TABS = ['buy', 'sell'] as const;
type Tab = (typeof TABS)[number];
type View =
  | { kind: 'main' }
  | {
      kind: 'success';
      data: SuccessData;
      rows: Array<[string, string]>;
      /** A card purchase: what "Repeat this purchase" starts from. */
      repeat?: { coin: CoinSymbol; amount: string };
    }
  | {
      kind: 'failure';
      /** What "Try again" fills the Buy form with: the same coin and amount. */
      retry: BuyRetry | null;
    };

/** Below the trade screen's breakpoint: the mobile layout. */
const MOBILE = `(max-width: ${TRADE_MOBILE_BREAKPOINT - 0.02}px)`;

function handedSymbol(state: unknown): CoinSymbol | null {
  const s = state as { symbol?: unknown; asset?: { symbol?: unknown } } | null;
  const v = s?.symbol ?? s?.asset?.symbol;
  return isCoin(v) ? v : null;
}

export default function TradeScreen() {
  const { t } = useLingui();
  // The prices come along (or are reused when under a minute old): the Sell tab's estimate uses them.
  const view = useAssets({ withMarket: true });
  const mobile = useMediaQuery(MOBILE);
  const handed = useHistoryState();
  const currency = view.currency;
  const offered = offeredCoins(currency);
  const wanted = handedSymbol(handed);
  const initialSymbol: CoinSymbol = wanted && offered.includes(wanted) ? wanted : 'BTC';
  const [tab, setTab] = useState<Tab>((handed as { tab?: unknown } | null)?.tab === 'sell' ? 'sell' : 'buy');
  const [screen, setScreen] = useState<View>({ kind: 'main' });
  const [result, setResult] = useState<PaymentResult | null>(null);
  // Set by "Try again": the Buy form opens again with that coin and amount.
  const [retry, setRetry] = useState<BuyRetry | null>(null);

  const buyAssets = view.assets.filter((a) => offered.includes(a.symbol));

  useEffect(() => {
    if (screen.kind !== 'main') window.scrollTo({ top: 0 });
  }, [screen.kind]);

  const onPaymentDone = (done: BuyDone) => {
    const r = done.result;
    if (done.closedEarly) {
      setResult(r);
      return;
    }
    if (r.success && done.purchase) {
      const p = done.purchase;
      setResult(null);
      void loadWallet();
      setScreen({
        kind: 'success',
        data: {
          type: 'buy',
          crypto: p.crypto_currency,
          amount: formatCrypto(p.crypto_value),
          receiveCurrency: p.currency,
          total: p.total,
        },
        rows: purchaseRows(p),
        repeat: { coin: p.crypto_currency, amount: p.amount },
      });
      return;
    }
    setResult(r);
    const p = done.purchase;
    setScreen({ kind: 'failure', retry: p ? { coin: p.crypto_currency, amount: p.amount } : null });
  };

  const onSold = (d: SellDone) => {
    void loadWallet();
    setScreen({
      kind: 'success',
      data: {
        type: 'sell',
        crypto: d.from,
        amount: formatCrypto(d.amount),
        receiveCurrency: d.to,
        total: formatCrypto(d.total),
      },
      rows: saleRows(d),
    });
  };

  if (screen.kind === 'success')
    return (
      <div className={`screen trade-page ${mobile ? 'trade-mobile' : 'trade-desktop'}`}>
        <TransactionSuccess
          data={screen.data}
          onDone={() => {
            setScreen({ kind: 'main' });
            void loadWallet();
          }}
        >
          <dl className="trade-summary trade-success-list">
            {screen.rows.map(([k, v]) => (
              <div key={k}>
                <dt>{k}</dt>
                <dd className="amount">{v}</dd>
              </div>
            ))}
          </dl>
          {screen.repeat ? (
            <RepeatPurchase coin={screen.repeat.coin} amount={screen.repeat.amount} currency={currency} />
          ) : null}
        </TransactionSuccess>
      </div>
    );

  if (screen.kind === 'failure')
    return (
      <div className={`screen trade-page ${mobile ? 'trade-mobile' : 'trade-desktop'}`}>
        <PaymentFailure
          result={result}
          canRetry={screen.retry !== null}
          onRetry={() => {
            setRetry(screen.retry);
            setScreen({ kind: 'main' });
          }}
          onClose={() => setScreen({ kind: 'main' })}
        />
      </div>
    );

  const loadError =
    view.walletError ?? (view.ratesError ? t`Failed to load exchange rates. Please try again later.` : null);

  return (
    <div className={`screen trade-page ${mobile ? 'trade-mobile' : 'trade-desktop'}`}>
      <h1>{mobile ? t`Buy / Sell` : t`Buy and sell crypto`}</h1>
      {loadError ? (
        <InlineError className="inline-error trade-banner" onRetry={() => window.location.reload()}>
          <p>{loadError}</p>
        </InlineError>
      ) : null}

      <div className="trade-card card">
        <TabList
          ids={TABS}
          labels={{ buy: t`Buy`, sell: t`Sell` }}
          current={tab}
          onSelect={setTab}
          base="trade-tab"
          panelOf={(name) => `trade-panel-${name}`}
          label={t`Buy or sell`}
          className="trade-tabs"
          tabClassName="trade-tab"
        />
        <div role="tabpanel" id={`trade-panel-${tab}`} aria-labelledby={`trade-tab-${tab}`} className="trade-panel">
          {tab === 'buy' ? (
            <BuyTab
              assets={buyAssets}
              assetsLoading={view.loading}
              currency={currency}
              initialSymbol={retry?.coin ?? initialSymbol}
              initialAmount={retry?.amount}
              mobile={mobile}
              onPaymentDone={onPaymentDone}
            />
          ) : (
            <SellTab
              assets={view.assets}
              assetsLoading={view.loading}
              currency={currency}
              mobile={mobile}
              onSold={onSold}
            />
          )}
        </div>
      </div>

      {result && !result.success ? <PaymentResultPanel result={result} onClose={() => setResult(null)} /> : null}
    </div>
  );
}
