/** The display currency call (decision 118). */
import type { UserView } from '../../../../contract/accounts.js';
import type { MarketCurrency } from '../../../../contract/assets.js';
import { setDisplayCurrency as displayCurrency } from '../../../../contract/calls/profile.js';
import { api } from '../../../api/client.js';

export async function setDisplayCurrency(currency: MarketCurrency): Promise<UserView | undefined> {
  const r = await api.call(displayCurrency, { currency });
  return r.data?.user;
}
