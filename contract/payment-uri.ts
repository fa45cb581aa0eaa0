/**
 * What a deposit QR code holds (decision 111): the payment URI a wallet app reads for the network
 * the address is on, or the bare address where the network has no URI scheme wallets agree on.
 * Bitcoin: BIP-21 'bitcoin:'. EVM chains: EIP-681 'ethereum:' with the chain id, and for an
 * ERC-20 token a transfer call on the token's contract to the address. Solana: Solana Pay
 * 'solana:', with 'spl-token' naming the mint of a token. XRP Ledger and Tron: the bare address.
 */
import { type PaymentRoute, routeById } from './routes.js';

/** EIP-155 chain ids. */
const EVM_CHAIN_IDS = { ethereum: 1, avalanche: 43114 } as const;

/** Mainnet contracts (ERC-20) and mints (SPL) of the tokens the platform holds. */
const TOKEN_CONTRACTS: Record<string, string> = {
  'USDT/ethereum': '0xdAC17F958D2ee523a2206206994597C13D831ec7',
  'USDC/ethereum': '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  'USDC/solana': 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
};

function tokenContract(route: PaymentRoute): string | undefined {
  return route.token ? TOKEN_CONTRACTS[`${route.currency}/${route.chain}`] : undefined;
}

/** The text of the deposit QR code for an address on a payment route. */
export function depositUri(routeOrId: PaymentRoute | number, address: string): string {
  const route = typeof routeOrId === 'number' ? routeById(routeOrId) : routeOrId;
  if (!route) return address;
  const token = tokenContract(route);
  switch (route.chain) {
    case 'bitcoin':
      return `bitcoin:${address}`;
    case 'ethereum':
    case 'avalanche': {
      const chainId = EVM_CHAIN_IDS[route.chain];
      if (!route.token) return `ethereum:${address}@${chainId}`;
      return token ? `ethereum:${token}@${chainId}/transfer?address=${address}` : address;
    }
    case 'solana':
      if (!route.token) return `solana:${address}`;
      return token ? `solana:${address}?spl-token=${token}` : address;
    default:
      return address;
  }
}
