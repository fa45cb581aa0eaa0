/** What a successful sign-in does to the browser: the session and the user's own locale. */
import type { LoginData } from '../../../contract/accounts.js';
import { chooseLanguage } from '../../i18n/language.js';
import { signIn } from '../../state/auth.js';
import { applyUserLocale, locale, settledTimeZone } from '../../state/locale.js';
import { sessionUi } from '../../state/session.js';

export function startBrowserSession(data: LoginData): void {
  sessionUi.expired = false;
  applyUserLocale(data.user.currency_code, data.user.time_zone, data.user.role);
  // The account's language wins over this device's and the browser's (decision 230).
  if (data.user.language) void chooseLanguage(data.user.language);
  signIn(data, {
    country: locale.country,
    countryName: locale.countryName,
    continentCode: locale.continentCode,
    currencyName: locale.currency,
    timeZone: settledTimeZone(),
  });
}
