/**
 * Production chain access through a custody service (the party that runs the nodes, watches our
 * addresses and signs withdrawals with keys this server never holds). The protocol is small
 * JSON over HTTPS with a bearer token:
 *
 *   GET  {url}/deposits?after=<cursor>  -> {deposits: [{route_id, address, txid, output_index, amount}], cursor}
 *   POST {url}/withdrawals {id, route_id, address, amount} -> {state: 'pending'|'sent'|'failed', tx_hash?, reason?}
 *   GET  {url}/withdrawals/{id} -> the same answer, or 404 when custody never got that id
 *   GET  {url}/withdrawals?sent_since=<ISO time> -> {withdrawals: [{id, route_id, address, amount,
 *        tx_hash, sent_at, customer_id, charged}]}: every one sent since, whoever asked for it
 *
 * Amounts are base-unit integers as strings. POST /withdrawals is idempotent by id: asking again
 * returns where that withdrawal stands, and custody never pays one id twice (a restored database
 * asking again about a withdrawal already sent gets "sent", not a second payment). The GET asks
 * without submitting: a restored server reconciles with it before settling anything, and with the
 * listing of payments since its backup (decision 377), which names the customer each order came with. The deposit cursor is kept in memory: after a restart the
 * service repeats deposits, which the ledger credits once.
 */
import type { Logger } from '../../log.js';
import type { BroadcastState, ChainProvider, CustodyPayment, ObservedDeposit } from './port.js';

interface CustodyOptions {
  url: string;
  token: string;
  log: Logger;
  pollMs: number;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const INTEGER = /^[1-9]\d*$/;

function parseDeposit(raw: unknown): ObservedDeposit | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  if (!Number.isInteger(r.route_id) || typeof r.address !== 'string' || typeof r.txid !== 'string') return null;
  if (!Number.isInteger(r.output_index) || (r.output_index as number) < 0) return null;
  if (typeof r.amount !== 'string' || !INTEGER.test(r.amount)) return null;
  return {
    routeId: r.route_id as number,
    address: r.address,
    txid: r.txid,
    outputIndex: r.output_index as number,
    amount: BigInt(r.amount),
  };
}

function parseState(raw: unknown): BroadcastState {
  const body = (raw ?? {}) as { state?: unknown; tx_hash?: unknown; reason?: unknown };
  if (body.state === 'pending') return { state: 'pending' };
  if (body.state === 'sent' && typeof body.tx_hash === 'string' && body.tx_hash)
    return { state: 'sent', txHash: body.tx_hash };
  if (body.state === 'failed')
    return { state: 'failed', reason: typeof body.reason === 'string' ? body.reason : 'rejected by custody' };
  throw new Error('custody answered an unknown withdrawal state');
}

export function custodyChain(opts: CustodyOptions): Omit<ChainProvider, 'fees'> {
  const doFetch = opts.fetch ?? fetch;
  const base = opts.url.replace(/\/$/, '');
  const headers = { authorization: `Bearer ${opts.token}`, 'content-type': 'application/json' };
  const timeout = () => AbortSignal.timeout(opts.timeoutMs ?? 10_000);

  return {
    watcher: {
      kind: 'custody',
      start(sink) {
        let cursor = '';
        let stopped = false;
        let running: Promise<void> = Promise.resolve();
        const poll = async () => {
          const res = await doFetch(`${base}/deposits?after=${encodeURIComponent(cursor)}`, {
            headers,
            signal: timeout(),
          });
          if (!res.ok) throw new Error(`custody deposits answered HTTP ${res.status}`);
          const body = (await res.json()) as { deposits?: unknown; cursor?: unknown };
          if (!Array.isArray(body.deposits) || typeof body.cursor !== 'string') throw new Error('bad deposits answer');
          for (const raw of body.deposits) {
            const d = parseDeposit(raw);
            if (!d) {
              opts.log.error('custody deposit refused as malformed', { txid: (raw as { txid?: unknown })?.txid });
              continue;
            }
            await sink(d); // a failure here stops the page: the cursor does not move past it
          }
          cursor = body.cursor;
        };
        const timer = setInterval(() => {
          running = running.then(async () => {
            if (stopped) return;
            try {
              await poll();
            } catch (e) {
              opts.log.warn('custody deposit poll failed', { error: (e as Error).message });
            }
          });
        }, opts.pollMs);
        timer.unref?.();
        return async () => {
          stopped = true;
          clearInterval(timer);
          await running;
        };
      },
    },
    broadcaster: {
      kind: 'custody',
      async track(order): Promise<BroadcastState> {
        const res = await doFetch(`${base}/withdrawals`, {
          method: 'POST',
          headers,
          signal: timeout(),
          body: JSON.stringify({
            id: order.id,
            route_id: order.routeId,
            address: order.address,
            amount: order.amount.toString(),
            customer_id: order.customerId,
            charged: order.charged.toString(),
          }),
        });
        if (!res.ok) throw new Error(`custody withdrawals answered HTTP ${res.status}`);
        return parseState(await res.json());
      },
      async lookup(id) {
        const res = await doFetch(`${base}/withdrawals/${encodeURIComponent(id)}`, { headers, signal: timeout() });
        if (res.status === 404) return { state: 'unknown' };
        if (!res.ok) throw new Error(`custody withdrawal lookup answered HTTP ${res.status}`);
        return parseState(await res.json());
      },
      async paymentsSince(since) {
        const res = await doFetch(`${base}/withdrawals?sent_since=${encodeURIComponent(since.toISOString())}`, {
          headers,
          signal: timeout(),
        });
        if (!res.ok) throw new Error(`custody payments listing answered HTTP ${res.status}`);
        const body = (await res.json()) as { withdrawals?: unknown };
        if (!Array.isArray(body.withdrawals)) throw new Error('bad payments listing answer');
        // One malformed entry makes the whole listing untrustworthy: the restore stays closed.
        return body.withdrawals.map((raw) => {
          const p = parsePayment(raw);
          if (!p) throw new Error('custody listed a malformed payment');
          return p;
        });
      },
    },
  };
}

function parsePayment(raw: unknown): CustodyPayment | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  if (typeof r.id !== 'string' || !r.id || !Number.isInteger(r.route_id) || typeof r.address !== 'string') return null;
  if (typeof r.amount !== 'string' || !INTEGER.test(r.amount)) return null;
  if (typeof r.tx_hash !== 'string' || !r.tx_hash || typeof r.sent_at !== 'string') return null;
  const sentAt = new Date(r.sent_at);
  if (Number.isNaN(sentAt.getTime())) return null;
  const charged = typeof r.charged === 'string' && INTEGER.test(r.charged) ? BigInt(r.charged) : null;
  return {
    id: r.id,
    routeId: r.route_id as number,
    address: r.address,
    amount: BigInt(r.amount),
    txHash: r.tx_hash,
    sentAt,
    customerId: typeof r.customer_id === 'string' && r.customer_id ? r.customer_id : null,
    charged,
  };
}
