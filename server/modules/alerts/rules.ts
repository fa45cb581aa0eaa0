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

/** Amounts travel as decimal strings (API contract): a JSON number is refused. */
function decimalText(v: unknown): string | null {
  return typeof v === 'string' ? v.trim() : null;
}

/** A positive decimal matching `shape`, at most `max`; null when it is not one. */
function positive(v: unknown, shape: RegExp, max: number): string | null {
  const t = decimalText(v);
  if (t === null || !shape.test(t)) return null;
  const n = Number(t);
  return n > 0 && n <= max ? t : null;
}

/** The coin and kind come checked by the payload schema; the kind decides which value counts. */
export function alertRule(p: {
  coin: CoinSymbol;
  kind: PriceAlertKind;
  price?: unknown;
  percent?: unknown;
}): AlertRule {
  const { coin, kind } = p;
  const price = kind === 'move' ? null : positive(p.price, PRICE, 1e15);
  const percent = kind === 'move' ? positive(p.percent, PERCENT, 1000) : null;
  if (kind !== 'move' && price === null) throw validationError({ price: PRICE_ALERT_MESSAGES.price });
  if (kind === 'move' && percent === null) throw validationError({ percent: PRICE_ALERT_MESSAGES.percent });
  return { coin, kind, price, percent };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An alert id as text, or null (refused as not found, never cast by the database). */
export function alertId(v: unknown): string | null {
  return typeof v === 'string' && UUID.test(v) ? v.toLowerCase() : null;
}
