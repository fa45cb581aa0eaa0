/**
 * The payment routes (networks) a coin can be deposited and withdrawn on. The ids are the
 * `payment_route_id` of the API; they never change once published. Which routes are switched on
 * is the server's setting (WALLET_ROUTES_OFF); the list the API returns says so per route.
 */
import type { CoinSymbol } from './assets.js';

export type ChainId = 'bitcoin' | 'ethereum' | 'avalanche' | 'solana' | 'xrpl' | 'tron';

export interface PaymentRoute {
  id: number;
  currency: CoinSymbol;
  chain: ChainId;
  /** The `crypto_network_name` shown in the network selector. */
  networkName: string;
  /** Token standard when the coin is a token on that chain. */
  token?: 'ERC-20' | 'TRC-20' | 'SPL';
}

export const PAYMENT_ROUTES: readonly PaymentRoute[] = [
  { id: 1, currency: 'BTC', chain: 'bitcoin', networkName: 'Bitcoin' },
  { id: 2, currency: 'ETH', chain: 'ethereum', networkName: 'Ethereum' },
  { id: 3, currency: 'SOL', chain: 'solana', networkName: 'Solana' },
  { id: 4, currency: 'AVAX', chain: 'avalanche', networkName: 'Avalanche C-Chain' },
  { id: 5, currency: 'XRP', chain: 'xrpl', networkName: 'XRP Ledger' },
  { id: 6, currency: 'USDT', chain: 'ethereum', networkName: 'Ethereum (ERC-20)', token: 'ERC-20' },
  { id: 7, currency: 'USDT', chain: 'tron', networkName: 'Tron (TRC-20)', token: 'TRC-20' },
  { id: 8, currency: 'USDC', chain: 'ethereum', networkName: 'Ethereum (ERC-20)', token: 'ERC-20' },
  { id: 9, currency: 'USDC', chain: 'solana', networkName: 'Solana (SPL)', token: 'SPL' },
];

export function routeById(id: unknown): PaymentRoute | undefined {
  return PAYMENT_ROUTES.find((r) => r.id === id);
}
