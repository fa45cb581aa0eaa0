/**
 * The provider directory (decision 255): the providers a customer may say a withdrawal goes to,
 * searched by name. The sandbox counterparty is listed in local mode only. Real providers are data
 * here (the names customers know and the licensed companies); their TRP addresses are not: a
 * provider's inquiry address is learnt from its Travel Address when transfers to it are wired.
 */
import type { ProviderDirectoryEntry } from '../../../contract/travel-rule.js';
import type { AppMode } from '../../lib/env.js';
import { SANDBOX_VASP_ID } from '../../providers/travelrule/index.js';

const SANDBOX_ENTRY: ProviderDirectoryEntry = {
  id: SANDBOX_VASP_ID,
  name: 'CoinVault Sandbox Counterparty',
  legalName: 'CoinVault Sandbox Counterparty',
  country: 'AU',
};

const PROVIDERS: readonly ProviderDirectoryEntry[] = [
  { id: 'coinbase-eu', name: 'Coinbase', legalName: 'Coinbase Europe Limited', country: 'IE' },
  { id: 'kraken-eu', name: 'Kraken', legalName: 'Payward Ireland Limited', country: 'IE' },
  { id: 'bitpanda', name: 'Bitpanda', legalName: 'Bitpanda GmbH', country: 'AT' },
  { id: 'bitstamp-eu', name: 'Bitstamp', legalName: 'Bitstamp Europe S.A.', country: 'LU' },
  { id: 'bitvavo', name: 'Bitvavo', legalName: 'Bitvavo B.V.', country: 'NL' },
  { id: 'crypto-com-eu', name: 'Crypto.com', legalName: 'Foris DAX MT Limited', country: 'MT' },
  { id: 'independent-reserve', name: 'Independent Reserve', legalName: 'Independent Reserve Pty Ltd', country: 'AU' },
  { id: 'btc-markets', name: 'BTC Markets', legalName: 'BTC Markets Pty Ltd', country: 'AU' },
  { id: 'swyftx', name: 'Swyftx', legalName: 'Swyftx Pty Ltd', country: 'AU' },
  { id: 'coinspot', name: 'CoinSpot', legalName: 'CoinSpot Pty Ltd', country: 'AU' },
];

/** At most this many providers are answered to one search. */
const RESULTS_MAX = 20;

function directoryFor(mode: AppMode): readonly ProviderDirectoryEntry[] {
  return mode === 'local' ? [SANDBOX_ENTRY, ...PROVIDERS] : PROVIDERS;
}

/** Lower case, accents and punctuation off: "Crypto.com" is found as "crypto com" and "cryptocom". */
function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The providers whose name or legal name holds every word of the query (all without one). */
export function searchDirectory(mode: AppMode, query: string): ProviderDirectoryEntry[] {
  const words = fold(query).split(' ').filter(Boolean);
  const found = directoryFor(mode).filter((p) => {
    const hay = fold(`${p.name} ${p.legalName}`);
    const squeezed = hay.replaceAll(' ', '');
    return words.every((w) => hay.includes(w) || squeezed.includes(w));
  });
  return found.slice(0, RESULTS_MAX);
}

/** The provider with this id, or undefined when it is not in the directory for this mode. */
export function directoryEntry(mode: AppMode, id: string): ProviderDirectoryEntry | undefined {
  return directoryFor(mode).find((p) => p.id === id);
}
