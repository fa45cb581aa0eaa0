import { randomBytes } from 'node:crypto';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { base58 } from '@scure/base';
import { type ChainId, routeById } from '../../../contract/routes.js';
import type { Clock } from '../../clock.js';
import { type NetworkFees, sandboxNetworkFees } from './network-fees.js';
import type {
  BroadcastState,
  ChainProvider,
  CustodyPayment,
  DepositSink,
  SandboxChain,
  WithdrawalOrder,
} from './port.js';

function txHashFor(chain: ChainId, bytes: Uint8Array): string {
  if (chain === 'ethereum' || chain === 'avalanche') return `0x${bytesToHex(bytes.subarray(0, 32))}`;
  if (chain === 'solana') return base58.encode(bytes.length >= 64 ? bytes.subarray(0, 64) : sha256x2(bytes));
  if (chain === 'xrpl') return bytesToHex(bytes.subarray(0, 32)).toUpperCase();
  return bytesToHex(bytes.subarray(0, 32));
}

function sha256x2(bytes: Uint8Array): Uint8Array {
  const a = sha256(bytes);
  const out = new Uint8Array(64);
  out.set(a);
  out.set(sha256(a), 32);
  return out;
}

/**
 * The local stand-in for the chains: deposits come from the /sandbox/chain faucet; a withdrawal
 * is reported sent `confirmDelayMs` after it was created, with a transaction hash derived from
 * its id (so asking twice gives the same hash), unless failWithdrawal was called for it. Like a
 * custody service it keeps each withdrawal it was given by id and pays it once: a re-send is the
 * same payment, and a different order under a known id is refused. It lists what it sent since a
 * time, with the customer and charge each order came with.
 */
export function sandboxChain(opts: {
  clock: Clock;
  confirmDelayMs: number;
  fees?: NetworkFees;
}): ChainProvider & { sandbox: SandboxChain } {
  let sink: DepositSink | null = null;
  const failures = new Map<string, string>();
  const paid = new Map<string, WithdrawalOrder>();
  const chainOf = (routeId: number): ChainId => {
    const route = routeById(routeId);
    if (!route) throw new Error(`unknown route ${routeId}`);
    return route.chain;
  };
  const stateOf = (order: WithdrawalOrder): BroadcastState => {
    const reason = failures.get(order.id);
    if (reason !== undefined) return { state: 'failed', reason };
    if (opts.clock.now().getTime() - order.createdAt.getTime() < opts.confirmDelayMs) return { state: 'pending' };
    return {
      state: 'sent',
      txHash: txHashFor(chainOf(order.routeId), sha256x2(utf8ToBytes(`sandbox:${order.id}`))),
    };
  };
  return {
    fees: opts.fees ?? sandboxNetworkFees(undefined),
    watcher: {
      kind: 'sandbox',
      start(s) {
        sink = s;
        return async () => {
          if (sink === s) sink = null;
        };
      },
    },
    broadcaster: {
      kind: 'sandbox',
      async track(order) {
        const known = paid.get(order.id);
        if (
          known &&
          (known.address !== order.address || known.amount !== order.amount || known.routeId !== order.routeId)
        )
          throw new Error(`withdrawal ${order.id} was already given with another address or amount`);
        if (!known && !failures.has(order.id)) paid.set(order.id, order);
        return stateOf(paid.get(order.id) ?? order);
      },
      async lookup(id) {
        const order = paid.get(id);
        if (failures.has(id)) return stateOf(order ?? ({ id } as WithdrawalOrder));
        return order ? stateOf(order) : { state: 'unknown' };
      },
      async paymentsSince(since) {
        const out: CustodyPayment[] = [];
        for (const order of paid.values()) {
          const state = stateOf(order);
          const sentAt = new Date(order.createdAt.getTime() + opts.confirmDelayMs);
          if (state.state !== 'sent' || sentAt.getTime() < since.getTime()) continue;
          out.push({
            id: order.id,
            routeId: order.routeId,
            address: order.address,
            amount: order.amount,
            txHash: state.txHash,
            sentAt,
            customerId: order.customerId,
            charged: order.charged,
          });
        }
        return out;
      },
    },
    sandbox: {
      confirmDelayMs: opts.confirmDelayMs,
      async submitDeposit(deposit) {
        if (!sink) throw new Error('the deposit watcher is not running');
        await sink(deposit);
      },
      payments: (id) => (paid.has(id) ? 1 : 0),
      failWithdrawal(id, reason) {
        failures.set(id, reason);
      },
      newTxid(routeId) {
        return txHashFor(chainOf(routeId), randomBytes(64));
      },
    },
  };
}
