/**
 * Price alerts (decision 142): the customer's alerts with their state and the editor; notifications
 * for this device are turned on in Profile, Notifications. Alerts that fired and are not seen yet
 * are listed first, each opening its coin's screen, until the customer marks them seen, which
 * clears the app badge and the header's count (decision 182). Reached from an asset's screen (that
 * coin chosen), from Profile and from the header while alerts wait to be seen.
 */
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link, useSearch } from 'wouter';
import type { PriceAlertView, UnseenFill } from '../../../contract/alerts.js';
import {
  createPriceAlert,
  deletePriceAlert,
  listPriceAlerts,
  markPriceAlertsSeen,
  rearmPriceAlert,
  updatePriceAlert,
} from '../../api/price-alerts.js';
import { formatWhen } from '../../lib/dates.js';
import { formatFiat, formatPercent } from '../../lib/money-format.js';
import * as paths from '../../lib/paths.js';
import { alertsSeen } from '../../state/alert-device.js';
import { locale } from '../../state/locale.js';
import { useDisplayCurrency } from '../../state/use-assets.js';
import { LoadGate, useReload } from '../../state/use-load.js';
import { Button } from '../../ui/Button.js';
import { toast } from '../../ui/toast.js';
import { AlertForm } from './AlertForm.js';
import { FilledOrders } from './FilledOrders.js';
import '../../ui/screens.css';
import './alerts.css';

const FAILED = msg`That did not work. Please try again.`;

/** 'XRP below AU$2.00', in the active language. */
function ruleText(i18n: I18n, a: PriceAlertView): string {
  const { coin, currency } = a;
  if (a.kind === 'move') {
    const percent = formatPercent(a.percent, { maxDecimals: 8 });
    return i18n._(msg`${coin} moves more than ${percent} in 24 h`);
  }
  // The level is money in the customer's currency, written as the language writes it ('90.000,00 €').
  const price = formatFiat(a.price, currency);
  return a.kind === 'above' ? i18n._(msg`${coin} above ${price}`) : i18n._(msg`${coin} below ${price}`);
}

function FiredAt({ at, timeZone }: { at: string; timeZone: string }) {
  const when = formatWhen(at, timeZone);
  return <Trans>Fired {when}</Trans>;
}

/**
 * What the bell counts and the customer has not seen: alerts that fired and orders that were
 * filled. Each opens its coin; one button marks them all seen.
 */
function FiredAlerts({
  alerts,
  fills,
  timeZone,
  onSeen,
}: {
  alerts: readonly PriceAlertView[];
  fills: readonly UnseenFill[];
  timeZone: string;
  onSeen: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const { i18n, t } = useLingui();
  const fired = alerts.filter((a) => a.unseen && a.fired_at);
  if (fired.length === 0 && fills.length === 0) return null;
  const firedCount = fired.length;
  return (
    <section
      className="card alerts-card fired-alerts"
      aria-labelledby={fired.length > 0 ? 'fired-alerts-title' : 'filled-orders-title'}
    >
      {fired.length > 0 ? (
        <>
          <h2 id="fired-alerts-title">
            <Plural value={firedCount} one="An alert fired" other="# alerts fired" />
          </h2>
          <ul className="fired-alerts-list" aria-label={t`Fired alerts`}>
            {fired.map((a) => (
              <li key={a.id} data-testid="fired-alert">
                <Link href={paths.assetDetailPath(a.coin)}>{ruleText(i18n, a)}</Link>
                <span className="muted small">{formatWhen(a.fired_at, timeZone)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <FilledOrders fills={fills} timeZone={timeZone} />
      <Button
        variant="secondary"
        busy={busy}
        onClick={() => {
          setBusy(true);
          void onSeen().finally(() => setBusy(false));
        }}
      >
        <Trans>Mark as seen</Trans>
      </Button>
    </section>
  );
}

export default function PriceAlertsScreen() {
  const coin = new URLSearchParams(useSearch()).get('coin') ?? undefined;
  const { timeZone } = useSnapshot(locale);
  const { data, failed, load } = useReload(listPriceAlerts);
  const [editing, setEditing] = useState<string | null>(null);
  const currency = useDisplayCurrency();
  const { i18n, t } = useLingui();
  const count = data?.alerts.length ?? 0;
  const max = data?.max ?? 0;

  const markSeen = async () => {
    try {
      await markPriceAlertsSeen();
      await alertsSeen();
      await load();
    } catch {
      toast.error(i18n._(FAILED));
    }
  };

  // The app's own words for what was done: the server's are English only (decision 386).
  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      toast.success(done);
      await load();
    } catch {
      toast.error(i18n._(FAILED));
    }
  };

  return (
    <div className="screen">
      <h1>
        <Trans>Price alerts</Trans>
      </h1>
      <LoadGate
        data={data}
        failed={failed}
        failedText={<Trans>Your price alerts could not be loaded. Please try again.</Trans>}
        retryText={<Trans>Try again</Trans>}
        loadingText={<Trans>Loading price alerts...</Trans>}
        onRetry={() => void load()}
      >
        {(data) => (
          <>
            <p className="muted">
              <Trans>
                Alerts arrive by email, and as notifications on devices where you turned them on in{' '}
                <Link href={paths.profileSectionPath('notifications')}>Profile, Notifications</Link>.
              </Trans>
            </p>
            <FiredAlerts alerts={data.alerts} fills={data.fills ?? []} timeZone={timeZone} onSeen={markSeen} />
            <section className="card alerts-card" aria-labelledby="new-alert-title">
              <h2 id="new-alert-title">
                <Trans>New alert</Trans>
              </h2>
              <p className="muted">
                {plural(max, {
                  one: `${count} of # alert. Each fires once, by email and notification.`,
                  other: `${count} of # alerts. Each fires once, by email and notification.`,
                })}
              </p>
              <AlertForm
                coin={coin}
                currency={currency}
                onSave={async (input) => {
                  await createPriceAlert(input);
                  toast.success(t`Price alert set`);
                  await load();
                }}
              />
            </section>
            {data.alerts.length === 0 ? (
              <div className="empty-state">
                <p className="empty-title">
                  <Trans>No price alerts yet</Trans>
                </p>
                <p className="empty-text">
                  <Trans>Set one above to hear when a coin reaches your price</Trans>
                </p>
              </div>
            ) : (
              <ul className="alerts-list" aria-label={t`Your price alerts`}>
                {data.alerts.map((a) => {
                  const rule = ruleText(i18n, a);
                  return (
                    <li key={a.id} className="card alerts-card alert-row" data-testid="alert-row">
                      {editing === a.id ? (
                        <AlertForm
                          initial={a}
                          currency={a.currency}
                          onCancel={() => setEditing(null)}
                          onSave={async (input) => {
                            await updatePriceAlert(a.id, input);
                            toast.success(t`Price alert updated`);
                            setEditing(null);
                            await load();
                          }}
                        />
                      ) : (
                        <>
                          <div>
                            <p className="alert-rule">
                              {rule}
                              {a.unseen ? (
                                <span className="alert-new">
                                  <Trans>New</Trans>
                                </span>
                              ) : null}
                            </p>
                            <p className="muted" data-testid="alert-state">
                              {a.fired_at ? <FiredAt at={a.fired_at} timeZone={timeZone} /> : t`Armed`}
                            </p>
                          </div>
                          <div className="alert-actions">
                            {a.fired_at ? (
                              <Button
                                variant="secondary"
                                onClick={() => void act(() => rearmPriceAlert(a.id), t`Price alert armed again`)}
                              >
                                <Trans>Re-arm</Trans>
                              </Button>
                            ) : null}
                            <Button variant="ghost" onClick={() => setEditing(a.id)}>
                              <Trans>Edit</Trans>
                            </Button>
                            <Button
                              variant="ghost"
                              aria-label={t`Delete ${rule}`}
                              onClick={() => void act(() => deletePriceAlert(a.id), t`Price alert deleted`)}
                            >
                              <Trans>Delete</Trans>
                            </Button>
                          </div>
                        </>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </>
        )}
      </LoadGate>
    </div>
  );
}
