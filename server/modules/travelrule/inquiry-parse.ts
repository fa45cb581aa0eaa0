/**
 * A TRP transfer inquiry as an originating provider sends it (decision 331): the body our own
 * adapter sends (providers/travelrule/trp.ts), `{asset, amount, callback, IVMS101}`. Everything is
 * bounded and checked before it is used: the body's size, the asset's shape, the amount as an
 * integer of any size in the asset's smallest unit, the callback as an http(s) address, and the
 * payload by decision 246's checks. Anything else is refused with the reason, nothing kept.
 */
import type { IVMS101 } from 'ivms101';
import type { TrpAsset } from '../../providers/travelrule/index.js';
import { IvmsInvalid, validIvms } from './ivms.js';

/** The payload's 16 KB and the envelope around it; a longer body is not read. */
export const TRP_INQUIRY_MAX_BYTES = 24 * 1024;
const CALLBACK_MAX = 2048;
/** More digits than any coin's supply in its smallest unit. */
const AMOUNT_DIGITS_MAX = 40;
const DTI = /^[0-9A-Z]{9}$/;

interface InboundInquiry {
  asset: TrpAsset;
  /** In the asset's smallest unit. */
  amount: bigint;
  callback: string;
  ivms101: IVMS101;
  /** The beneficiary's account, as the payload names it: one of our deposit addresses, if ours. */
  beneficiaryAddress: string;
}

type Parsed = { ok: true; inquiry: InboundInquiry } | { ok: false; status: 400 | 413; error: string };

const refuse = (error: string, status: 400 | 413 = 400): Parsed => ({ ok: false, status, error });

function assetOf(v: unknown): TrpAsset | null {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return null;
  const keys = Object.keys(v);
  const a = v as Record<string, unknown>;
  if (keys.length !== 1) return null;
  if (typeof a.slip0044 === 'number' && Number.isInteger(a.slip0044) && a.slip0044 >= 0 && a.slip0044 < 2 ** 31)
    return { slip0044: a.slip0044 };
  if (typeof a.dti === 'string' && DTI.test(a.dti)) return { dti: a.dti };
  return null;
}

/**
 * The amount: a JSON integer. One beyond a double's exact range (most amounts in wei) is read as
 * written, from the body's one `amount` key, so no unit is lost to rounding.
 */
function amountOf(parsed: unknown, raw: string): bigint | null {
  if (typeof parsed !== 'number' || !Number.isInteger(parsed) || parsed <= 0) return null;
  if (Number.isSafeInteger(parsed)) return BigInt(parsed);
  const written = [...raw.matchAll(/"amount"\s*:\s*([0-9.eE+-]+)/g)];
  const digits = written.length === 1 ? written[0]?.[1] : undefined;
  if (!digits || !/^[1-9][0-9]*$/.test(digits) || digits.length > AMOUNT_DIGITS_MAX) return null;
  return BigInt(digits);
}

function callbackOf(v: unknown): string | null {
  if (typeof v !== 'string' || v.length > CALLBACK_MAX) return null;
  try {
    const url = new URL(v);
    return url.protocol === 'https:' || url.protocol === 'http:' ? v : null;
  } catch {
    return null;
  }
}

/** The beneficiary's first account number: where the originator will send the coins. */
function beneficiaryAddressOf(p: IVMS101): string | null {
  for (const person of p.beneficiary.beneficiaryPerson) {
    const account = person.accountNumber?.find((a) => a.trim() !== '');
    if (account) return account.trim();
  }
  return null;
}

export function parseTrpInquiry(raw: string): Parsed {
  if (raw.length > TRP_INQUIRY_MAX_BYTES) return refuse('inquiry too large', 413);
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return refuse('not JSON');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return refuse('not a TRP inquiry');
  const b = body as Record<string, unknown>;
  const asset = assetOf(b.asset);
  if (!asset) return refuse('asset: a SLIP-0044 coin type or a DTI is needed');
  const amount = amountOf(b.amount, raw);
  if (amount === null) return refuse('amount: a positive integer in the smallest unit is needed');
  const callback = callbackOf(b.callback);
  if (!callback) return refuse('callback: an http(s) address is needed');
  let ivms101: IVMS101;
  try {
    ivms101 = validIvms(b.IVMS101);
  } catch (e) {
    if (!(e instanceof IvmsInvalid)) throw e;
    return refuse(`IVMS101: ${e.reason}`);
  }
  const beneficiaryAddress = beneficiaryAddressOf(ivms101);
  if (!beneficiaryAddress) return refuse("IVMS101: the beneficiary's account number is needed");
  return { ok: true, inquiry: { asset, amount, callback, ivms101, beneficiaryAddress } };
}
