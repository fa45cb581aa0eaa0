/** The display currency call (decision 118). */
import type { UserView } from '../../contract/accounts.js';
import type { MarketCurrency } from '../../contract/assets.js';
import { DISPLAY_CURRENCY_PATH } from '../../contract/display-currency.js';
import { api } from './client.js';

export async function setDisplayCurrency(currency: MarketCurrency): Promise<UserView | undefined> {
  const r = await api.call<{ user: UserView }>(DISPLAY_CURRENCY_PATH, { currency });
  return r.data?.user;
}
