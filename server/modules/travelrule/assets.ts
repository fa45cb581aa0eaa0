/** Assets as TRP names them (decision 246): a network's SLIP-0044 coin type. */
import type { PaymentRoute } from '../../../contract/routes.js';
import type { TrpAsset } from '../../providers/travelrule/index.js';

const SLIP0044: Record<string, number> = {
  bitcoin: 0,
  ethereum: 60,
  avalanche: 9000,
  solana: 501,
  xrpl: 144,
  tron: 195,
};

/** What our inquiries name: the network's coin type (a token travels as its network's). */
export function assetOf(route: PaymentRoute): TrpAsset {
  return { slip0044: SLIP0044[route.chain] ?? 0 };
}

/**
 * Whether an inquiry's asset can be a transfer on the route: the network's coin type, or a DTI
 * (a token's Digital Token Identifier, which we keep no table of, so the address decides).
 */
export function assetFitsRoute(asset: TrpAsset, route: PaymentRoute): boolean {
  return 'dti' in asset || asset.slip0044 === SLIP0044[route.chain];
}
