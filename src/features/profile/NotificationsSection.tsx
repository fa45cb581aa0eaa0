/** Notifications: popup and email toggles by group, kept in this browser only. */
import { useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import * as paths from '../../app/paths.js';
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
  const { user } = useSnapshot(auth);
  const key = prefsStorageKey(user?.id ?? 'anonymous');
  const [prefs, setPrefs] = useState<NotificationPrefs>(() => normalizePrefs(readJson(local, key)));
  const update = (next: NotificationPrefs) => {
    setPrefs(next);
    writeJson(local, key, next);
  };

  return (
    <div className="notifications">
      <div className="profile-card">
        <Toggle label="Enable all notifications" checked={allOn(prefs)} onChange={(on) => update(setAll(on))} strong />
        <p className="muted">These settings are kept on this device only.</p>
      </div>
      <section className="profile-card" aria-labelledby="notify-price-alerts">
        <h2 id="notify-price-alerts">Price alerts</h2>
        <p className="muted">Hear when a coin reaches your price, by email and on this device.</p>
        <PushSwitch />
        <Link href={paths.priceAlerts} className="btn btn-secondary">
          Manage price alerts
        </Link>
      </section>
      {(['popup', 'email'] as Channel[]).map((channel) => (
        <section key={channel} className="profile-card" aria-labelledby={`notify-${channel}`}>
          <h2 id={`notify-${channel}`}>{channel === 'popup' ? 'Popup notifications' : 'Email notifications'}</h2>
          {NOTIFICATION_GROUPS[channel].map((g) => (
            <fieldset key={g.id} className="toggle-group">
              <legend className="visually-hidden">
                {g.label} ({channel})
              </legend>
              <Toggle
                label={`${g.label}`}
                checked={groupOn(prefs, channel, g.id)}
                onChange={(on) => update(setGroup(prefs, channel, g.id, on))}
                strong
              />
              {g.items.map((item) => (
                <Toggle
                  key={item}
                  label={itemLabel(item)}
                  checked={prefs[channel][g.id]?.[item] ?? false}
                  onChange={(on) => update(setItem(prefs, channel, g.id, item, on))}
                />
              ))}
            </fieldset>
          ))}
        </section>
      ))}
    </div>
  );
}
