/**
 * Whether a sign-in comes from a device or a country this account has not signed in from in the
 * last 90 days (decision 137). An account's very first sign-in sets what is familiar and raises
 * no alert: nothing about the account is known yet that could have been taken over.
 */
import type { AppDeps } from '../../deps.js';
import { deviceKey, parseDevice } from './devices.js';
import { sendSecurityAlert } from './security-alerts.js';

const FAMILIAR_WINDOW_MS = 90 * 86_400_000;
/** Earlier sign-ins compared, newest first: enough for any real customer's devices. */
const COMPARED = 200;

async function isUnfamiliarSignIn(
  deps: AppDeps,
  userId: string,
  signIn: { sessionId: string; deviceKey: string; country: string },
  now: Date,
): Promise<boolean> {
  const earlier = deps.db.selectFrom('sessions').where('user_id', '=', userId).where('id', '!=', signIn.sessionId);
  const any = await earlier.select('id').limit(1).executeTakeFirst();
  if (!any) return false;
  const recent = await earlier
    .select(['device_key', 'user_agent', 'country', 'ip'])
    .where('created_at', '>=', new Date(now.getTime() - FAMILIAR_WINDOW_MS))
    .orderBy('created_at', 'desc')
    .limit(COMPARED)
    .execute();
  // Sessions from before devices were recorded are read from their user agent and address.
  const keyOf = (r: (typeof recent)[number]) => r.device_key ?? deviceKey(parseDevice(r.user_agent));
  const countryOf = (r: (typeof recent)[number]) =>
    r.country ?? deps.providers.geo.locate(r.ip ?? '', deps.config.defaultCountry).countryCode;
  const knownDevice = recent.some((r) => keyOf(r) === signIn.deviceKey);
  const knownCountry = recent.some((r) => countryOf(r) === signIn.country);
  return !knownDevice || !knownCountry;
}

/** Emails the new-sign-in alert when `signIn` is unfamiliar; every way of signing in calls this. */
export async function alertIfUnfamiliar(
  deps: AppDeps,
  user: { id: string; email: string },
  signIn: { sessionId: string; deviceKey: string; country: string },
  origin: { ip: string; userAgent: string },
): Promise<void> {
  if (await isUnfamiliarSignIn(deps, user.id, signIn, deps.clock.now()))
    await sendSecurityAlert(deps, user, { kind: 'new_sign_in', origin });
}
