import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestClock, testClock } from '../../clock.js';
import { createLogger } from '../../log.js';
import { fakeService } from '../../test/fake-service.js';
import { custodyChain } from './custody.js';
import type { ObservedDeposit } from './port.js';
import { sandboxChain } from './sandbox.js';
import { parseChainSettings } from './settings.js';
import { createChainProvider } from './setup.js';

const silent = createLogger('error', () => {});

/** A withdrawal order for 5 units, charged 7, from customer u1, made now. */
const orderOf = (clock: TestClock, routeId: number, address: string) => ({
  id: 'w1',
  routeId,
  address,
  amount: 5n,
  createdAt: clock.now(),
  customerId: 'u1',
  charged: 7n,
});

describe('sandbox chain', () => {
  it('reports a withdrawal pending, then sent after the delay with a stable hash, or failed when told', async () => {
    const clock = testClock();
    const chain = sandboxChain({ clock, confirmDelayMs: 3_000 });
    const order = orderOf(clock, 2, '0xabc');
    expect(await chain.broadcaster.track(order)).toEqual({ state: 'pending' });
    clock.advance(3_000);
    const sent = await chain.broadcaster.track(order);
    expect(sent).toMatchObject({ state: 'sent' });
    expect((sent as { txHash: string }).txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await chain.broadcaster.track(order)).toEqual(sent);
    chain.sandbox.failWithdrawal('w2', 'no');
    expect(await chain.broadcaster.track({ ...order, id: 'w2' })).toEqual({ state: 'failed', reason: 'no' });
  });

  it('pays each withdrawal id once: a re-send is the same payment, another order under a known id is refused', async () => {
    const clock = testClock();
    const chain = sandboxChain({ clock, confirmDelayMs: 0 });
    const order = orderOf(clock, 1, 'bc1qx');
    expect(await chain.broadcaster.lookup('w1')).toEqual({ state: 'unknown' });
    expect(chain.sandbox.payments('w1')).toBe(0);
    const sent = await chain.broadcaster.track(order);
    expect(await chain.broadcaster.track(order)).toEqual(sent);
    expect(chain.sandbox.payments('w1')).toBe(1);
    expect(await chain.broadcaster.lookup('w1')).toEqual(sent);
    await expect(chain.broadcaster.track({ ...order, amount: 6n })).rejects.toThrow(/another address or amount/);
    await expect(chain.broadcaster.track({ ...order, address: 'bc1qy' })).rejects.toThrow(/another address/);
    expect(chain.sandbox.payments('w1')).toBe(1);
    chain.sandbox.failWithdrawal('w3', 'no');
    expect(await chain.broadcaster.lookup('w3')).toEqual({ state: 'failed', reason: 'no' });
  });

  it('lists what it sent since a time, with the customer and charge of each order, not what is still pending', async () => {
    const clock = testClock();
    const chain = sandboxChain({ clock, confirmDelayMs: 1_000 });
    const order = orderOf(clock, 1, 'bc1qx');
    await chain.broadcaster.track(order);
    await chain.broadcaster.track({ ...order, id: 'w2', createdAt: new Date(clock.now().getTime() + 5_000) });
    clock.advance(2_000);
    const sent = await chain.broadcaster.lookup('w1');
    expect(await chain.broadcaster.paymentsSince(new Date(0))).toEqual([
      {
        id: 'w1',
        routeId: 1,
        address: 'bc1qx',
        amount: 5n,
        txHash: (sent as { txHash: string }).txHash,
        sentAt: new Date(order.createdAt.getTime() + 1_000),
        customerId: 'u1',
        charged: 7n,
      },
    ]);
    expect(await chain.broadcaster.paymentsSince(clock.now())).toEqual([]);
  });

  it('hands deposits to the running watcher only', async () => {
    const chain = sandboxChain({ clock: testClock(), confirmDelayMs: 0 });
    const d: ObservedDeposit = { routeId: 1, address: 'bc1q', txid: 'aa', outputIndex: 0, amount: 1n };
    await expect(chain.sandbox.submitDeposit(d)).rejects.toThrow(/not running/);
    const got: ObservedDeposit[] = [];
    const stop = chain.watcher.start(async (x) => {
      got.push(x);
    });
    await chain.sandbox.submitDeposit(d);
    expect(got).toEqual([d]);
    await stop();
    expect(chain.sandbox.newTxid(1)).toMatch(/^[0-9a-f]{64}$/);
    expect(chain.sandbox.newTxid(3).length).toBeGreaterThan(80);
  });

  it('is refused in production, where a custody service is required', () => {
    expect(() => parseChainSettings({}, 'production')).toThrow(/CHAIN_SERVICE_URL/);
    expect(createChainProvider(parseChainSettings({}, 'local'), silent, testClock()).sandbox).toBeDefined();
  });
});

describe('custody chain against a local fake custody service', () => {
  const PORT = 9111;
  let server: Server;
  const requests: { method: string; url: string; auth: string; body: string }[] = [];
  let depositsPage = 0;

  beforeAll(async () => {
    server = fakeService((req, body, res) => {
      requests.push({ method: req.method ?? '', url: req.url ?? '', auth: req.headers.authorization ?? '', body });
      res.setHeader('content-type', 'application/json');
      if (req.headers.authorization !== 'Bearer secret-token') {
        res.writeHead(401).end('{}');
        return;
      }
      if (req.url?.startsWith('/deposits')) {
        depositsPage += 1;
        const deposits =
          depositsPage === 1
            ? [
                { route_id: 1, address: 'bc1qx', txid: 't1', output_index: 0, amount: '1500' },
                { route_id: 1, address: 'bc1qx', txid: 't2', output_index: 1, amount: '-5' },
              ]
            : [];
        res.end(JSON.stringify({ deposits, cursor: `c${depositsPage}` }));
        return;
      }
      if (req.method === 'GET' && req.url?.startsWith('/withdrawals?sent_since=')) {
        const since = decodeURIComponent(req.url.slice('/withdrawals?sent_since='.length));
        const withdrawals = [
          {
            id: 'sent-one',
            route_id: 1,
            address: 'bc1qx',
            amount: '99',
            tx_hash: 'abc123',
            sent_at: '2026-11-25T10:00:00.000Z',
            customer_id: 'user-1',
            charged: '120',
          },
          { id: 'from-before', route_id: 1, address: 'bc1qx', amount: '5', tx_hash: 'def', sent_at: since },
        ];
        res.end(JSON.stringify({ withdrawals }));
        return;
      }
      if (req.method === 'GET' && req.url?.startsWith('/withdrawals/')) {
        const id = decodeURIComponent(req.url.slice('/withdrawals/'.length));
        if (id === 'sent-one') res.end(JSON.stringify({ state: 'sent', tx_hash: 'abc123' }));
        else res.writeHead(404).end('{}');
        return;
      }
      const order = JSON.parse(body);
      res.end(JSON.stringify(order.id === 'sent-one' ? { state: 'sent', tx_hash: 'abc123' } : { state: 'pending' }));
    });
    await new Promise<void>((r) => server.listen(PORT, '127.0.0.1', () => r()));
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('polls deposits with a moving cursor, skipping malformed ones, and tracks withdrawals idempotently by id', async () => {
    const chain = custodyChain({ url: `http://127.0.0.1:${PORT}`, token: 'secret-token', log: silent, pollMs: 50 });
    const got: ObservedDeposit[] = [];
    const stop = chain.watcher.start(async (d) => {
      got.push(d);
    });
    // Until the second poll has gone out, the one that must carry the first page's cursor.
    await vi.waitFor(
      () => expect(requests.filter((r) => r.url.startsWith('/deposits')).length).toBeGreaterThanOrEqual(2),
      {
        timeout: 10_000,
      },
    );
    await stop();
    expect(got).toEqual([{ routeId: 1, address: 'bc1qx', txid: 't1', outputIndex: 0, amount: 1500n }]);
    const polls = requests.filter((r) => r.url.startsWith('/deposits'));
    expect(polls[0]?.url).toBe('/deposits?after=');
    expect(polls[1]?.url).toBe('/deposits?after=c1');

    const order = {
      id: 'sent-one',
      routeId: 1,
      address: 'bc1qx',
      amount: 99n,
      createdAt: new Date(),
      customerId: 'user-1',
      charged: 120n,
    };
    expect(await chain.broadcaster.track(order)).toEqual({ state: 'sent', txHash: 'abc123' });
    expect(await chain.broadcaster.track({ ...order, id: 'other' })).toEqual({ state: 'pending' });
    const posted = requests.filter((r) => r.method === 'POST');
    expect(JSON.parse(posted[0]?.body ?? 'null')).toEqual({
      id: 'sent-one',
      route_id: 1,
      address: 'bc1qx',
      amount: '99',
      customer_id: 'user-1',
      charged: '120',
    });
    expect(posted.every((r) => r.auth === 'Bearer secret-token')).toBe(true);
  });

  it('looks a withdrawal up by its id without submitting it: unknown when custody never got it', async () => {
    const chain = custodyChain({ url: `http://127.0.0.1:${PORT}`, token: 'secret-token', log: silent, pollMs: 50 });
    const postsBefore = requests.filter((r) => r.method === 'POST').length;
    expect(await chain.broadcaster.lookup('sent-one')).toEqual({ state: 'sent', txHash: 'abc123' });
    expect(await chain.broadcaster.lookup('never/sent')).toEqual({ state: 'unknown' });
    expect(requests.at(-1)?.url).toBe('/withdrawals/never%2Fsent');
    expect(requests.filter((r) => r.method === 'POST').length).toBe(postsBefore);
  });
  it('lists the payments custody sent since a time, with the customer and charge each order came with', async () => {
    const chain = custodyChain({ url: `http://127.0.0.1:${PORT}`, token: 'secret-token', log: silent, pollMs: 50 });
    const since = new Date('2026-11-25T09:00:00.000Z');
    expect(await chain.broadcaster.paymentsSince(since)).toEqual([
      {
        id: 'sent-one',
        routeId: 1,
        address: 'bc1qx',
        amount: 99n,
        txHash: 'abc123',
        sentAt: new Date('2026-11-25T10:00:00.000Z'),
        customerId: 'user-1',
        charged: 120n,
      },
      {
        id: 'from-before',
        routeId: 1,
        address: 'bc1qx',
        amount: 5n,
        txHash: 'def',
        sentAt: since,
        customerId: null,
        charged: null,
      },
    ]);
    expect(requests.at(-1)?.url).toBe('/withdrawals?sent_since=2026-11-25T09%3A00%3A00.000Z');
  });
});
