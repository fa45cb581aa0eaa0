/**
 * The chains as the wallet sees them: a deposit watcher that reports money arriving at our
 * addresses, and a withdrawal broadcaster that sends money out. Address derivation is real
 * everywhere (derivation.ts); watching and broadcasting are a custody service's job in
 * production (custody.ts) and a sandbox chain in local mode (sandbox.ts).
 */
import type { NetworkFees } from './network-fees.js';

/** Money seen arriving on chain: one output of one transaction to one of our addresses. */
export interface ObservedDeposit {
  routeId: number;
  address: string;
  txid: string;
  outputIndex: number;
  /** Base units of the route's coin. */
  amount: bigint;
  /** The address it came from, when the chain names one (screened before crediting, decision 250). */
  from?: string;
  /**
   * The Travel Rule information the originating provider sent with it (decision 274): its id and
   * the IVMS101 payload as received, judged by the wallet before crediting. None from a
   * self-hosted wallet or a provider that sent none.
   */
  travelRule?: { provider: string; payload: unknown };
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
  /**
   * Whose withdrawal it is and what their balance was charged (amount plus fee), kept by custody
   * with the order: a database restored from before the order can debit the right customer for it
   * (decision 377).
   */
  customerId: string;
  charged: bigint;
}

/** A withdrawal custody sent, as its listing of payments since a time tells it (decision 377). */
export interface CustodyPayment {
  id: string;
  routeId: number;
  address: string;
  /** Base units that arrived. */
  amount: bigint;
  txHash: string;
  sentAt: Date;
  /** As given with the order; null for an order given without them. */
  customerId: string | null;
  charged: bigint | null;
}

export type BroadcastState =
  | { state: 'pending' }
  | { state: 'sent'; txHash: string }
  | { state: 'failed'; reason: string };

export interface WithdrawalBroadcaster {
  readonly kind: 'sandbox' | 'custody';
  /**
   * Submits the order if not yet done and reports where it stands. Idempotent by the order's id:
   * the provider recognises a re-send as the same payment and never makes a second one.
   */
  track(order: WithdrawalOrder): Promise<BroadcastState>;
  /** Where a withdrawal stands without submitting it: `unknown` when the provider never got it. */
  lookup(id: string): Promise<BroadcastState | { state: 'unknown' }>;
  /** Every withdrawal custody sent at or after `since`, whoever asked for it: a restore reconciles with it. */
  paymentsSince(since: Date): Promise<CustodyPayment[]>;
}

export interface SandboxChain {
  /** The sandbox chain "sees" a deposit: hands it to the watcher's sink and waits for it. */
  submitDeposit(deposit: ObservedDeposit): Promise<void>;
  /** How many payments the sandbox made for this withdrawal id: never more than one. */
  payments(id: string): number;
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
