/**
 * What a customer can quote about a transaction (decision 117): a reference made from the
 * random public id of its ledger movement (or of a card purchase that moved nothing), never the
 * internal row number, and for chain transfers the transaction hash with a link to a public
 * block explorer of its network.
 */
import type { ChainId } from './routes.js';

/** 'CV-7F3A-9C21-B04E': the first 48 random bits of a v4 UUID, grouped for reading aloud. */
export function referenceOf(publicId: string): string {
  const hex = publicId.replace(/-/g, '').slice(0, 12).toUpperCase();
  return `CV-${hex.slice(0, 4)}-${hex.slice(4, 8)}-${hex.slice(8, 12)}`;
}

const EXPLORERS: Record<ChainId, string> = {
  bitcoin: 'https://mempool.space/tx/',
  ethereum: 'https://etherscan.io/tx/',
  avalanche: 'https://snowtrace.io/tx/',
  solana: 'https://solscan.io/tx/',
  xrpl: 'https://livenet.xrpl.org/transactions/',
  tron: 'https://tronscan.org/#/transaction/',
};

/** The block explorer page of a transaction, or null for a hash that is not plain text. */
export function explorerUrl(chain: ChainId, txHash: string): string | null {
  if (!/^[A-Za-z0-9]{16,128}$/.test(txHash)) return null;
  return `${EXPLORERS[chain]}${txHash}`;
}
