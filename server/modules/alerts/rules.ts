/** The checks of a price alert's fields (decision 142): every value is checked here, on the server. */
import { PRICE_ALERT_KINDS, PRICE_ALERT_MESSAGES, type PriceAlertKind } from '../../../contract/alerts.js';
import { type CoinSymbol, isCoin } from '../../../contract/assets.js';
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

function isKind(v: unknown): v is PriceAlertKind {
  return typeof v === 'string' && (PRICE_ALERT_KINDS as readonly string[]).includes(v);
}

/** A positive decimal matching `shape`, at most `max`; null when it is not one. */
function positive(v: unknown, shape: RegExp, max: number): string | null {
  const t = decimalText(v);
  if (t === null || !shape.test(t)) return null;
  const n = Number(t);
  return n > 0 && n <= max ? t : null;
}

export function alertRule(p: { coin?: unknown; kind?: unknown; price?: unknown; percent?: unknown }): AlertRule {
  const errors: Record<string, string> = {};
  if (!isCoin(p.coin)) errors.coin = PRICE_ALERT_MESSAGES.coin;
  if (!isKind(p.kind)) errors.kind = PRICE_ALERT_MESSAGES.kind;
  const kind = isKind(p.kind) ? p.kind : null;
  const price = kind === 'move' ? null : positive(p.price, PRICE, 1e15);
  const percent = kind === 'move' ? positive(p.percent, PERCENT, 1000) : null;
  if (kind && kind !== 'move' && price === null) errors.price = PRICE_ALERT_MESSAGES.price;
  if (kind === 'move' && percent === null) errors.percent = PRICE_ALERT_MESSAGES.percent;
  if (!isCoin(p.coin) || !kind || Object.keys(errors).length > 0) throw validationError(errors);
  return { coin: p.coin, kind, price, percent };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An alert id as text, or null (refused as not found, never cast by the database). */
export function alertId(v: unknown): string | null {
  return typeof v === 'string' && UUID.test(v) ? v.toLowerCase() : null;
}
