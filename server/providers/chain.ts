/**
 * The chains as the wallet sees them: a deposit watcher that reports money arriving at our
 * addresses, and a withdrawal broadcaster that sends money out. Address derivation is real
 * everywhere (chain-derivation.ts); watching and broadcasting are a custody service's job in
 * production (chain-custody.ts) and a sandbox chain in local mode.
 */
import { randomBytes } from 'node:crypto';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { base58 } from '@scure/base';
import { type ChainId, routeById } from '../../contract/routes.js';
import type { Clock } from '../clock.js';
import { type Config, ConfigError } from '../config.js';
import { intSetting } from '../lib/settings.js';
import type { Logger } from '../log.js';
import { custodyChain } from './chain-custody.js';
import { custodyNetworkFees, type NetworkFees, sandboxNetworkFees } from './network-fees.js';

/** Money seen arriving on chain: one output of one transaction to one of our addresses. */
export interface ObservedDeposit {
  routeId: number;
  address: string;
  txid: string;
  outputIndex: number;
  /** Base units of the route's coin. */
  amount: bigint;
}

export type DepositSink = (deposit: ObservedDeposit) => Promise<void>;

export interface DepositWatcher {
  readonly kind: 'sandbox' | 'custody';
  /**
   * Starts handing observed deposits to `sink`. A deposit may be handed over more than once
   * (after a restart, a retry): the sink credits each (route, txid, output) once. Returns stop.
   */
  start(sink: DepositSink): () => Promise<void>;
}

export interface WithdrawalOrder {
  id: string;
  routeId: number;
  address: string;
  /** Base units of the route's coin to arrive: the customer's amount less the network fee. */
  amount: bigint;
  createdAt: Date;
}

export type BroadcastState =
  | { state: 'pending' }
  | { state: 'sent'; txHash: string }
  | { state: 'failed'; reason: string };

export interface WithdrawalBroadcaster {
  readonly kind: 'sandbox' | 'custody';
  /** Submits the order if not yet done (idempotent by id) and reports where it stands. */
  track(order: WithdrawalOrder): Promise<BroadcastState>;
}

export interface SandboxChain {
  /** The sandbox chain "sees" a deposit: hands it to the watcher's sink and waits for it. */
  submitDeposit(deposit: ObservedDeposit): Promise<void>;
  /** Makes the next report on this withdrawal a failure (to try the refund path locally). */
  failWithdrawal(id: string, reason: string): void;
  /** A transaction id in the route's chain format. */
  newTxid(routeId: number): string;
  readonly confirmDelayMs: number;
}

export interface ChainProvider {
  watcher: DepositWatcher;
  broadcaster: WithdrawalBroadcaster;
  /** What sending a withdrawal costs on each route now. */
  fees: NetworkFees;
  /** Present in local mode only. */
  sandbox?: SandboxChain;
}

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
 * its id (so asking twice gives the same hash), unless failWithdrawal was called for it.
 */
export function sandboxChain(opts: {
  clock: Clock;
  confirmDelayMs: number;
  fees?: NetworkFees;
}): ChainProvider & { sandbox: SandboxChain } {
  let sink: DepositSink | null = null;
  const failures = new Map<string, string>();
  const chainOf = (routeId: number): ChainId => {
    const route = routeById(routeId);
    if (!route) throw new Error(`unknown route ${routeId}`);
    return route.chain;
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
        const reason = failures.get(order.id);
        if (reason !== undefined) return { state: 'failed', reason };
        if (opts.clock.now().getTime() - order.createdAt.getTime() < opts.confirmDelayMs) return { state: 'pending' };
        return {
          state: 'sent',
          txHash: txHashFor(chainOf(order.routeId), sha256x2(utf8ToBytes(`sandbox:${order.id}`))),
        };
      },
    },
    sandbox: {
      confirmDelayMs: opts.confirmDelayMs,
      async submitDeposit(deposit) {
        if (!sink) throw new Error('the deposit watcher is not running');
        await sink(deposit);
      },
      failWithdrawal(id, reason) {
        failures.set(id, reason);
      },
      newTxid(routeId) {
        return txHashFor(chainOf(routeId), randomBytes(64));
      },
    },
  };
}

/** Custody service in production; the sandbox chain in local mode unless CHAIN_SERVICE_URL is set. */
export function createChainProvider(config: Config, log: Logger, clock: Clock): ChainProvider {
  const url = config.env.CHAIN_SERVICE_URL;
  if (url) {
    const token = config.env.CHAIN_SERVICE_TOKEN;
    if (!token) throw new ConfigError('CHAIN_SERVICE_TOKEN', 'is required with CHAIN_SERVICE_URL');
    try {
      if (!['https:', 'http:'].includes(new URL(url).protocol)) throw new Error();
    } catch {
      throw new ConfigError('CHAIN_SERVICE_URL', 'must be an http:// or https:// URL');
    }
    return {
      ...custodyChain({
        url,
        token,
        log,
        pollMs: intSetting('CHAIN_POLL_MS', config.env.CHAIN_POLL_MS, 5_000, 100, 600_000),
      }),
      fees: custodyNetworkFees({ url, token }),
    };
  }
  if (config.mode === 'production')
    throw new ConfigError(
      'CHAIN_SERVICE_URL',
      'is required when APP_MODE=production (the sandbox chain is local only)',
    );
  return sandboxChain({
    clock,
    confirmDelayMs: intSetting('SANDBOX_CHAIN_DELAY_MS', config.env.SANDBOX_CHAIN_DELAY_MS, 3_000, 0, 3_600_000),
    fees: sandboxNetworkFees(config.env.SANDBOX_NETWORK_FEES),
  });
}
