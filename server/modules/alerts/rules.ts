/** The checks of a price alert's fields (decision 142): every value is checked here, on the server. */
import { PRICE_ALERT_MESSAGES, type PriceAlertKind } from '../../../contract/alerts.js';
import type { CoinSymbol } from '../../../contract/assets.js';
import { validationError } from '../../http/errors.js';

export interface AlertRule {
  coin: CoinSymbol;
  kind: PriceAlertKind;
  price: string | null;
  percent: string | null;
}

const PRICE = /^\d{1,15}(\.\d{1,8})?$/;
const PERCENT = /^\d{1,4}(\.\d{1,2})?$/;

/**
 * A positive decimal matching `shape`, at most `max`; null when it is not one. Amounts travel as
 * decimal strings (API contract): the payload schema hands anything else on as null.
 */
function positive(v: string | null, shape: RegExp, max: number): string | null {
  const t = v?.trim() ?? null;
  if (t === null || !shape.test(t)) return null;
  const n = Number(t);
  return n > 0 && n <= max ? t : null;
}

/** The coin and kind come checked by the payload schema; the kind decides which value counts. */
export function alertRule(p: {
  coin: CoinSymbol;
  kind: PriceAlertKind;
  price: string | null;
  percent: string | null;
}): AlertRule {
  const { coin, kind } = p;
  const price = kind === 'move' ? null : positive(p.price, PRICE, 1e15);
  const percent = kind === 'move' ? positive(p.percent, PERCENT, 1000) : null;
  if (kind !== 'move' && price === null) throw validationError({ price: PRICE_ALERT_MESSAGES.price });
  if (kind === 'move' && percent === null) throw validationError({ percent: PRICE_ALERT_MESSAGES.percent });
  return { coin, kind, price, percent };
}
