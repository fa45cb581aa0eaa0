/**
 * Price alerts (decision 142): the customer's alerts with their state and the editor; notifications
 * for this device are turned on in Profile, Notifications. Alerts that fired and are not seen yet
 * are listed first, each opening its coin's screen, until the customer marks them seen, which
 * clears the app badge and the header's count (decision 182). Reached from an asset's screen (that
 * coin chosen), from Profile and from the header while alerts wait to be seen.
 */
import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link, useSearch } from 'wouter';
import type { PriceAlertListData, PriceAlertView } from '../../../contract/alerts.js';
import {
  createPriceAlert,
  deletePriceAlert,
  listPriceAlerts,
  markPriceAlertsSeen,
  rearmPriceAlert,
  updatePriceAlert,
} from '../../api/price-alerts.js';
import { formatWhen } from '../../lib/dates.js';
import * as paths from '../../lib/paths.js';
import { alertsSeen } from '../../state/alert-device.js';
import { locale } from '../../state/locale.js';
import { useDisplayCurrency } from '../../state/use-assets.js';
import { Button } from '../../ui/Button.js';
import { toast } from '../../ui/toast.js';
import { AlertForm } from './AlertForm.js';
import '../../ui/screens.css';
import './alerts.css';

const LOAD_FAILED = 'Your price alerts could not be loaded. Please try again.';
const FAILED = 'That did not work. Please try again.';

function ruleText(a: PriceAlertView): string {
  if (a.kind === 'move') return `${a.coin} moves more than ${a.percent}% in 24 h`;
  return `${a.coin} ${a.kind} ${a.price} ${a.currency}`;
}

/** The alerts that fired and are not seen yet: each opens its coin; one button marks them seen. */
function FiredAlerts({
  alerts,
  timeZone,
  onSeen,
}: {
  alerts: readonly PriceAlertView[];
  timeZone: string;
  onSeen: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const fired = alerts.filter((a) => a.unseen && a.fired_at);
  if (fired.length === 0) return null;
  return (
    <section className="card alerts-card fired-alerts" aria-labelledby="fired-alerts-title">
      <h2 id="fired-alerts-title">{fired.length === 1 ? 'An alert fired' : `${fired.length} alerts fired`}</h2>
      <ul className="fired-alerts-list" aria-label="Fired alerts">
        {fired.map((a) => (
          <li key={a.id} data-testid="fired-alert">
            <Link href={paths.assetDetailPath(a.coin)}>{ruleText(a)}</Link>
            <span className="muted small">{formatWhen(a.fired_at, timeZone)}</span>
          </li>
        ))}
      </ul>
      <Button
        variant="secondary"
        busy={busy}
        onClick={() => {
          setBusy(true);
          void onSeen().finally(() => setBusy(false));
        }}
      >
        Mark as seen
      </Button>
    </section>
  );
}

export default function PriceAlertsScreen() {
  const coin = new URLSearchParams(useSearch()).get('coin') ?? undefined;
  const { timeZone } = useSnapshot(locale);
  const [data, setData] = useState<PriceAlertListData | null>(null);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const currency = useDisplayCurrency();

  const load = useCallback(async () => {
    try {
      setData(await listPriceAlerts());
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const markSeen = async () => {
    try {
      await markPriceAlertsSeen();
      await alertsSeen();
      await load();
    } catch {
      toast.error(FAILED);
    }
  };

  const act = async (run: () => Promise<{ message?: string }>) => {
    try {
      const r = await run();
      if (r.message) toast.success(r.message);
      await load();
    } catch {
      toast.error(FAILED);
    }
  };

  return (
    <div className="screen">
      <h1>Price alerts</h1>
      {failed ? (
        <div className="inline-error" role="alert">
          <p>{LOAD_FAILED}</p>
          <Button variant="secondary" onClick={() => void load()}>
            Try again
          </Button>
        </div>
      ) : data === null ? (
        <p className="empty-text" role="status">
          Loading price alerts...
        </p>
      ) : (
        <>
          <p className="muted">
            Alerts arrive by email, and as notifications on devices where you turned them on in{' '}
            <Link href={paths.profileSectionPath('notifications')}>Profile, Notifications</Link>.
          </p>
          <FiredAlerts alerts={data.alerts} timeZone={timeZone} onSeen={markSeen} />
          <section className="card alerts-card" aria-labelledby="new-alert-title">
            <h2 id="new-alert-title">New alert</h2>
            <p className="muted">
              {data.alerts.length} of {data.max} alerts. Each fires once, by email and notification.
            </p>
            <AlertForm
              coin={coin}
              currency={currency}
              onSave={async (input) => {
                const r = await createPriceAlert(input);
                if (r.message) toast.success(r.message);
                await load();
              }}
            />
          </section>
          {data.alerts.length === 0 ? (
            <div className="empty-state">
              <p className="empty-title">No price alerts yet</p>
              <p className="empty-text">Set one above to hear when a coin reaches your price</p>
            </div>
          ) : (
            <ul className="alerts-list" aria-label="Your price alerts">
              {data.alerts.map((a) => (
                <li key={a.id} className="card alerts-card alert-row" data-testid="alert-row">
                  {editing === a.id ? (
                    <AlertForm
                      initial={a}
                      currency={a.currency}
                      onCancel={() => setEditing(null)}
                      onSave={async (input) => {
                        await updatePriceAlert(a.id, input);
                        setEditing(null);
                        await load();
                      }}
                    />
                  ) : (
                    <>
                      <div>
                        <p className="alert-rule">
                          {ruleText(a)}
                          {a.unseen ? <span className="alert-new">New</span> : null}
                        </p>
                        <p className="muted" data-testid="alert-state">
                          {a.fired_at ? `Fired ${formatWhen(a.fired_at, timeZone)}` : 'Armed'}
                        </p>
                      </div>
                      <div className="alert-actions">
                        {a.fired_at ? (
                          <Button variant="secondary" onClick={() => void act(() => rearmPriceAlert(a.id))}>
                            Re-arm
                          </Button>
                        ) : null}
                        <Button variant="ghost" onClick={() => setEditing(a.id)}>
                          Edit
                        </Button>
                        <Button
                          variant="ghost"
                          aria-label={`Delete ${ruleText(a)}`}
                          onClick={() => void act(() => deletePriceAlert(a.id))}
                        >
                          Delete
                        </Button>
                      </div>
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
