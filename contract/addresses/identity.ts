/**
 * One identity per address. A chain reads the same account from several spellings: an XRP
 * X-address is a classic address plus a destination tag; an EVM address is the same account
 * whatever its letter case, and the same on every EVM network (Ethereum, its ERC-20 tokens,
 * Avalanche C-Chain); bech32 is read without letter case; surrounding whitespace is not part of
 * any address. Screening, the self-hosted threshold, proofs of control, the address book and the
 * allowlist compare this identity, never the typed text, so no spelling slips past a rule another
 * spelling meets.
 */
import { type ChainId, PAYMENT_ROUTES, type PaymentRoute } from '../routes.js';
import { isValidBitcoinAddress } from './bitcoin.js';
import { isValidEvmAddress } from './evm.js';
import { isValidSolanaAddress } from './solana.js';
import { isValidTronAddress } from './tron.js';
import { decodeXAddress, isValidXrpAddress } from './xrp.js';

/** Networks that share one address space: an address on one is the same account on the others. */
type AddressFamily = 'bitcoin' | 'evm' | 'solana' | 'xrpl' | 'tron';

const FAMILY: Record<ChainId, AddressFamily> = {
  bitcoin: 'bitcoin',
  ethereum: 'evm',
  avalanche: 'evm',
  solana: 'solana',
  xrpl: 'xrpl',
  tron: 'tron',
};

const VALIDATORS: Record<AddressFamily, (address: string) => boolean> = {
  bitcoin: isValidBitcoinAddress,
  evm: isValidEvmAddress,
  solana: isValidSolanaAddress,
  xrpl: isValidXrpAddress,
  tron: isValidTronAddress,
};

interface AddressIdentity {
  family: AddressFamily;
  /**
   * The account the chain pays, in one spelling: XRP classic ('r...'), EVM and bech32 in lower
   * case, base58 (Bitcoin legacy, Solana, Tron) as written.
   */
  account: string;
  /** The XRP destination tag an X-address carries; null when none (and on every other chain). */
  tag: number | null;
}

/** The identity of `typed` on the chain, or null when it is no valid address of that chain. */
export function addressIdentity(chain: ChainId, typed: string): AddressIdentity | null {
  if (typeof typed !== 'string') return null;
  const family = FAMILY[chain];
  const text = typed.trim();
  if (!VALIDATORS[family](text)) return null;
  if (family === 'xrpl') {
    const x = decodeXAddress(text);
    return x ? { family, account: x.classicAddress, tag: x.tag } : { family, account: text, tag: null };
  }
  const foldsCase = family === 'evm' || (family === 'bitcoin' && /^bc1/i.test(text));
  return { family, account: foldsCase ? text.toLowerCase() : text, tag: null };
}

/** Whether text reads the same whatever its letter case, as EVM hex and bech32 do. */
export function foldsCase(text: string): boolean {
  const t = text.trim();
  return /^0x/i.test(t) || /^(bc|tb|bcrt)1/i.test(t);
}

/**
 * Text whose chain is not known (or of no valid form) as it compares: trimmed, and in lower case
 * where it looks like hex or bech32, so it still meets its other spellings.
 */
export function foldedText(text: string): string {
  const t = text.trim();
  return foldsCase(t) ? t.toLowerCase() : t;
}

/**
 * The account `typed` names on the chain, for screening, counting and proofs. Text of no valid
 * form (a sender a watcher reports, a row older than the format checks) is compared folded.
 */
export function accountOf(chain: ChainId, typed: string): string {
  return addressIdentity(chain, typed)?.account ?? foldedText(typed);
}

/**
 * One text per destination, for sets and first-use checks: the account, and on the XRP Ledger the
 * destination tag an X-address carries. Two valid addresses give the same text exactly when
 * sameDestination holds; text of no valid form is compared folded, as accountOf does.
 */
export function destinationOf(chain: ChainId, typed: string): string {
  const id = addressIdentity(chain, typed);
  if (!id) return foldedText(typed);
  return id.tag === null ? id.account : `${id.account}:${id.tag}`;
}

/** Whether two texts name the same destination on the chain: the same account and the same tag. */
export function sameDestination(chain: ChainId, a: string, b: string): boolean {
  const x = addressIdentity(chain, a);
  const y = addressIdentity(chain, b);
  if (!x || !y) return accountOf(chain, a) === accountOf(chain, b) && x === y;
  return x.account === y.account && x.tag === y.tag;
}

/** The ids of the routes whose addresses are the same accounts as the route's (itself included). */
export function routesSharingAddresses(route: Pick<PaymentRoute, 'chain'>): number[] {
  const family = FAMILY[route.chain];
  return PAYMENT_ROUTES.filter((r) => FAMILY[r.chain] === family).map((r) => r.id);
}
