/** What a successful sign-in does to the browser: the session and the user's own locale. */
import type { LoginData } from '../../../contract/accounts.js';
import { signIn } from '../../state/auth.js';
import { applyUserLocale, locale, settledTimeZone } from '../../state/locale.js';
import { sessionUi } from '../../state/session.js';

export function startBrowserSession(data: LoginData): void {
  sessionUi.expired = false;
  applyUserLocale(data.user.currency_code, data.user.time_zone);
  signIn(data, {
    country: locale.country,
    countryName: locale.countryName,
    continentCode: locale.continentCode,
    currencyName: locale.currency,
    timeZone: settledTimeZone(),
  });
}
