/**
 * Each push is sent only to an address checked at send time (decision 168): a name that was
 * public when the customer subscribed but now resolves to an internal address (DNS rebinding) is
 * never connected to, and the socket connects to the very address the checked lookup answered.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isInternalAddress } from './internal-address.js';
import { checkedLookup, postPush, RefusedAddressError } from './push-send.js';

let server: Server;
let port = 0;
let requests = 0;
let connections = 0;
beforeAll(async () => {
  server = createServer((_req, res) => {
    requests += 1;
    res.writeHead(201).end();
  });
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const publicOnly = (ip: string) => !isInternalAddress(ip);
const push = (endpoint: string, lookup: ReturnType<typeof checkedLookup> | undefined) =>
  postPush({ endpoint, method: 'POST', headers: { TTL: '60' }, body: Buffer.from('x') }, { lookup, timeoutMs: 5_000 });

describe('sending a push', () => {
  it('never connects when the name now resolves to an internal address', async () => {
    const before = { requests, connections };
    let lookups = 0;
    // Public when subscribing; the name's owner then points it at the server's own loopback.
    const rebinding = checkedLookup(async () => {
      lookups += 1;
      return ['127.0.0.1'];
    }, publicOnly);
    await expect(push(`http://push.rebind.test:${port}/send`, rebinding)).rejects.toBeInstanceOf(RefusedAddressError);
    expect(lookups).toBe(1);
    expect({ requests, connections }).toEqual(before);
  });

  it('refuses an answer that mixes a public and an internal address', async () => {
    const before = connections;
    const mixed = checkedLookup(async () => ['142.250.74.46', '::ffff:127.0.0.1'], publicOnly);
    await expect(push(`http://push.mixed.test:${port}/send`, mixed)).rejects.toBeInstanceOf(RefusedAddressError);
    expect(connections).toBe(before);
  });

  it('refuses an internal IP literal without any lookup', async () => {
    const before = connections;
    const never = checkedLookup(async () => {
      throw new Error('an IP literal is not looked up');
    }, publicOnly);
    for (const host of ['127.0.0.1', '[::ffff:127.0.0.1]'])
      await expect(push(`http://${host}:${port}/send`, never), host).rejects.toBeInstanceOf(RefusedAddressError);
    expect(connections).toBe(before);
  });

  it('connects to the address the checked lookup answered, not to a second resolution', async () => {
    const before = requests;
    // The name exists nowhere: only the lookup's answer can have been used.
    const answered = checkedLookup(
      async () => ['127.0.0.1'],
      () => true,
    );
    expect(await push(`http://push.nowhere.invalid:${port}/send`, answered)).toBe(201);
    expect(requests).toBe(before + 1);
  });
});
