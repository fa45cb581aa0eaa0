/**
 * Notifications, as two distinct things (decision 182): whether this device may show notifications
 * (the browser's permission, PushSwitch), and which topics the customer wants to hear about in the
 * app and by email (their choices, kept in this browser). Price alerts come first: they are what
 * device notifications carry.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import * as paths from '../../lib/paths.js';
import { auth } from '../../state/auth.js';
import { local, readJson, writeJson } from '../../state/storage.js';
import {
  allOn,
  type Channel,
  groupOn,
  itemLabel,
  NOTIFICATION_GROUPS,
  type NotificationPrefs,
  normalizePrefs,
  prefsStorageKey,
  setAll,
  setGroup,
  setItem,
} from './notification-prefs.js';
import { PushSwitch } from './PushSwitch.js';

function Toggle({
  label,
  checked,
  onChange,
  strong,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  strong?: boolean;
}) {
  const id = useId();
  return (
    <div className={`toggle-row${strong ? ' toggle-main' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={checked}
        className="pf-switch"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
    </div>
  );
}

export function NotificationsSection() {
  const { t, i18n } = useLingui();
  const { user } = useSnapshot(auth);
  const key = prefsStorageKey(user?.id ?? 'anonymous');
  const [prefs, setPrefs] = useState<NotificationPrefs>(() => normalizePrefs(readJson(local, key)));
  const update = (next: NotificationPrefs) => {
    setPrefs(next);
    writeJson(local, key, next);
  };

  return (
    <div className="notifications">
      <section className="profile-card" aria-labelledby="notify-device">
        <h2 id="notify-device">
          <Trans>Notifications on this device</Trans>
        </h2>
        <p className="muted">
          <Trans>
            Whether this browser may show you notifications. It is set for each device, in the browser's permission.
          </Trans>
        </p>
        <PushSwitch />
      </section>
      <section className="profile-card" aria-labelledby="notify-price-alerts">
        <h2 id="notify-price-alerts">
          <Trans>Price alerts</Trans>
        </h2>
        <p className="muted">
          <Trans>
            When an alert fires you get an email, a notification on devices where they are on, and a bell at the top of
            the app until you mark it seen.
          </Trans>
        </p>
        <Link href={paths.priceAlerts} className="btn btn-secondary">
          <Trans>Manage price alerts</Trans>
        </Link>
      </section>
      <section className="profile-card" aria-labelledby="notify-topics">
        <h2 id="notify-topics">
          <Trans>What to tell you about</Trans>
        </h2>
        <p className="muted">
          <Trans>Your choices for this account, saved in this browser.</Trans>
        </p>
        <Toggle
          label={t`All topics, in the app and by email`}
          checked={allOn(prefs)}
          onChange={(on) => update(setAll(on))}
          strong
        />
      </section>
      {(['popup', 'email'] as Channel[]).map((channel) => (
        <section key={channel} className="profile-card" aria-labelledby={`notify-${channel}`}>
          <h2 id={`notify-${channel}`}>{channel === 'popup' ? <Trans>In the app</Trans> : <Trans>By email</Trans>}</h2>
          {NOTIFICATION_GROUPS[channel].map((g) => {
            const group = i18n._(g.label);
            return (
              <fieldset key={g.id} className="toggle-group">
                <legend className="visually-hidden">
                  {channel === 'popup' ? <Trans>{group} (in the app)</Trans> : <Trans>{group} (by email)</Trans>}
                </legend>
                <Toggle
                  label={group}
                  checked={groupOn(prefs, channel, g.id)}
                  onChange={(on) => update(setGroup(prefs, channel, g.id, on))}
                  strong
                />
                {g.items.map((item) => (
                  <Toggle
                    key={item}
                    label={i18n._(itemLabel(item))}
                    checked={prefs[channel][g.id]?.[item] ?? false}
                    onChange={(on) => update(setItem(prefs, channel, g.id, item, on))}
                  />
                ))}
              </fieldset>
            );
          })}
        </section>
      ))}
    </div>
  );
}
