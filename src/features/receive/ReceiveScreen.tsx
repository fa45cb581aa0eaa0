/**
 * Receive: the active payment routes (networks) of the asset, the first chosen, a deposit address
 * generated for it (and again for each network chosen), with copy, share and a QR code
 * (specification sections 2, 4 and 8).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Copy, Share2 } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Redirect } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import type { PaymentRouteDto } from '../../../contract/exchange.js';
import { depositUri } from '../../../contract/payment-uri.js';
import { generateAddress, getPaymentRoutes } from '../../api/exchange.js';
import { assetOfState } from '../../lib/assets-view.js';
import { formatCryptoWithSymbol, unbroken } from '../../lib/money-format.js';
import { useOnlineAgain } from '../../offline/hooks.js';
import { isConnected, isUnreachableError } from '../../offline/network.js';
import { OfflineNotice } from '../../offline/OfflineNotice.js';
import { Button } from '../../ui/Button.js';
import { CoinIcon, coinImage } from '../../ui/CoinIcon.js';
import { QrCode } from '../../ui/QrCode.js';
import { toast } from '../../ui/toast.js';
import '../../ui/field.css';
import '../../ui/screens.css';
import './receive.css';
import * as paths from '../../lib/paths.js';

/** Receive toasts last 2 s; the copy button shows its check for 2 s (specification section 9). */
const RECEIVE_TOAST = { duration: 2000 };
const COPIED_MS = 2000;
export const MIN_DEPOSIT = '0.0101';

/** 'offline': no connection, so no address can be generated; it loads when the connection returns. */
type Load = 'loading' | 'ready' | 'no-route' | 'failed' | 'offline';

export default function ReceiveScreen() {
  const asset = assetOfState(useHistoryState());
  if (!asset) return <Redirect to={paths.receivePicker} replace />;
  return <Receive symbol={asset.currency.symbol} name={asset.currency.name} />;
}

function Receive({ symbol, name }: { symbol: string; name: string }) {
  const minimum = unbroken(formatCryptoWithSymbol(MIN_DEPOSIT, symbol));
  const [routes, setRoutes] = useState<PaymentRouteDto[]>([]);
  const [routeId, setRouteId] = useState<number | null>(null);
  const [load, setLoad] = useState<Load>('loading');
  const [address, setAddress] = useState('');
  const [generating, setGenerating] = useState(false);
  const [copied, setCopied] = useState(false);
  const request = useRef(0);
  const selectId = useId();
  const { t } = useLingui();
  const routesFailed = t`Failed to fetch payment routes`;
  const addressFailed = t`Failed to generate wallet address`;

  const makeAddress = useCallback(
    async (id: number) => {
      const mine = ++request.current;
      setAddress('');
      setGenerating(true);
      try {
        const a = await generateAddress(symbol, id);
        if (mine === request.current) setAddress(a.address);
      } catch (e) {
        if (mine !== request.current) return;
        if (isUnreachableError(e)) setLoad('offline');
        else toast.error(addressFailed, RECEIVE_TOAST);
      } finally {
        if (mine === request.current) setGenerating(false);
      }
    },
    [symbol, addressFailed],
  );

  const start = useCallback(async () => {
    if (!isConnected()) {
      setLoad('offline');
      return;
    }
    setLoad('loading');
    try {
      const all = await getPaymentRoutes();
      const active = all.filter((r) => r.currency_id === symbol && r.is_active === 'on');
      setRoutes(active);
      const [first] = active;
      if (!first) {
        setLoad('no-route');
        return;
      }
      setLoad('ready');
      setRouteId(first.payment_route_id);
      void makeAddress(first.payment_route_id);
    } catch (e) {
      setRoutes([]);
      if (isUnreachableError(e)) return setLoad('offline');
      toast.error(routesFailed, RECEIVE_TOAST);
      setLoad('failed');
    }
  }, [symbol, makeAddress, routesFailed]);

  useEffect(() => {
    void start();
  }, [start]);
  useOnlineAgain(() => {
    if (load === 'offline') void start();
  });

  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(t);
  }, [copied]);

  const copy = async () => {
    if (!address) {
      toast.error(t`No address to copy`, RECEIVE_TOAST);
      return;
    }
    try {
      await navigator.clipboard.writeText(address);
      setCopied(true);
      toast.success(t`Address copied to clipboard!`, RECEIVE_TOAST);
    } catch {
      toast.error(t`Failed to copy address`, RECEIVE_TOAST);
    }
  };

  const share = async () => {
    if (!address) {
      toast.error(t`No address to share`, RECEIVE_TOAST);
      return;
    }
    if (typeof navigator.share !== 'function') {
      toast.error(t`Your browser does not support sharing`, RECEIVE_TOAST);
      return;
    }
    try {
      await navigator.share({ title: t`Your ${name} Address`, text: address });
    } catch {
      // The customer closed the share sheet: nothing to report.
    }
  };

  return (
    <div className="screen receive-page">
      <div className="receive-head">
        <CoinIcon symbol={symbol} size={48} />
        <h1>
          <Trans>Your {name} Address</Trans>
        </h1>
      </div>

      {load === 'loading' ? (
        <div className="card receive-card field-stack" aria-busy="true">
          <p className="muted" role="status">
            <Trans>Loading...</Trans>
          </p>
        </div>
      ) : load === 'offline' ? (
        <div className="card receive-card field-stack">
          <OfflineNotice message={t`A connection is needed to generate a deposit address.`} />
        </div>
      ) : load === 'no-route' || load === 'failed' ? (
        <div className="card receive-card field-stack">
          <div className="inline-error" role="alert">
            <p>{load === 'no-route' ? t`No active payment route found for ${symbol}` : routesFailed}</p>
            <Button variant="secondary" onClick={() => void start()}>
              <Trans>Try Again</Trans>
            </Button>
          </div>
        </div>
      ) : (
        <div className="card receive-card field-stack">
          <div className="field">
            <label className="field-label" htmlFor={selectId}>
              <Trans>Network</Trans>
            </label>
            <div className="field-control">
              <select
                id={selectId}
                className="network-select"
                value={routeId ?? ''}
                onChange={(e) => {
                  const id = Number(e.target.value);
                  setRouteId(id);
                  void makeAddress(id);
                }}
              >
                {routes.map((r) => (
                  <option key={r.payment_route_id} value={r.payment_route_id}>
                    {r.crypto_network_name}
                  </option>
                ))}
              </select>
            </div>
          </div>

          <div className="qr-area">
            {address ? (
              <QrCode
                data={routeId === null ? address : depositUri(routeId, address)}
                label={t`QR code of your ${name} address`}
                logo={coinImage(symbol)}
              />
            ) : (
              <div className="qr-placeholder skeleton" aria-hidden="true" />
            )}
          </div>

          <div className="field">
            <span className="field-label">
              <Trans>Address</Trans>
            </span>
            {/* The whole address, wrapped, never cut off in a one-line field: it is checked by eye. */}
            <div className="address-box">
              <p className="address-text" data-testid="deposit-address">
                {generating ? (
                  <span className="muted">
                    <Trans>Generating address...</Trans>
                  </span>
                ) : (
                  address
                )}
              </p>
              <button
                type="button"
                className="icon-button"
                aria-label={copied ? t`Address copied` : t`Copy address`}
                onClick={() => void copy()}
              >
                {copied ? <Check size={20} aria-hidden="true" /> : <Copy size={20} aria-hidden="true" />}
              </button>
            </div>
            <p className="field-hint">
              <Trans>
                Minimum deposit: at least {minimum}. Send only {symbol} on the network above to this address.
              </Trans>
            </p>
          </div>

          <Button variant="secondary" block onClick={() => void share()}>
            <Share2 size={18} aria-hidden="true" />
            <Trans>Share</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}
