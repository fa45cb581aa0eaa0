/**
 * The admin history's choices (merchant and period), kept for the browser session so that coming
 * back from a detail page shows the same list.
 */
import { proxy, subscribe } from 'valtio';
import type { PeriodId } from '../../lib/periods.js';
import { PERIODS } from '../../lib/periods.js';
import { readJson, session, writeJson } from '../../state/storage.js';
import type { MerchantDisplayTransaction } from './merchant-view.js';

const KEY = 'adminTransactionHistory';

interface AdminViewState {
  merchantId: string | null;
  period: PeriodId;
}

const saved = readJson<Partial<AdminViewState>>(session, KEY);

export const adminView = proxy<AdminViewState>({
  merchantId: typeof saved?.merchantId === 'string' ? saved.merchantId : null,
  period: PERIODS.some((p) => p.id === saved?.period) ? (saved?.period as PeriodId) : 'all',
});

subscribe(adminView, () => writeJson(session, KEY, { merchantId: adminView.merchantId, period: adminView.period }));

/** What the history hands the detail page in navigation state. */
export interface AdminDetailState {
  transaction: MerchantDisplayTransaction;
  merchantName: string;
}
