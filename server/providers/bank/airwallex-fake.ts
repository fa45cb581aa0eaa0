/**
 * A local fake of Airwallex's API for tests of the real adapter: it checks the login keys and the
 * bearer token, opens global accounts and makes transfers once per request_id, and produces
 * notifications signed with the webhook secret, as the real provider does. Tests pass `fetch`.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { type BankNotificationRequest, signBankBody } from './port.js';

interface FakeAirwallex {
  url: string;
  clientId: string;
  apiKey: string;
  webhookSecret: string;
  accounts: Map<string, any>;
  transfers: Map<string, any>;
  logins: number;
  fetch: typeof fetch;
  /** A signed notification of `name` with `data`, sent at `at`. */
  notify(name: string, data: Record<string, unknown>, at: Date): BankNotificationRequest;
}

export function fakeAirwallex(): FakeAirwallex {
  const fake: FakeAirwallex = {
    url: 'https://api.bank.test',
    clientId: 'client-1',
    apiKey: randomBytes(16).toString('hex'),
    webhookSecret: randomBytes(24).toString('hex'),
    accounts: new Map(),
    transfers: new Map(),
    logins: 0,
    fetch: async (input, init) => app.request(String(input).replace(fake.url, ''), init),
    notify(name, data, at) {
      const rawBody = JSON.stringify({ id: randomUUID(), name, data, created_at: at.toISOString() });
      const timestamp = String(at.getTime());
      return { timestamp, signature: signBankBody(fake.webhookSecret, timestamp, rawBody), rawBody };
    },
  };
  const tokens = new Set<string>();
  const app = new Hono();
  app.post('/api/v1/authentication/login', (c) => {
    if (c.req.header('x-client-id') !== fake.clientId || c.req.header('x-api-key') !== fake.apiKey)
      return c.json({ code: 'credentials_invalid', message: 'Invalid credentials' }, 401);
    fake.logins += 1;
    const token = randomBytes(12).toString('hex');
    tokens.add(token);
    return c.json({ token, expires_at: new Date(Date.now() + 30 * 60_000).toISOString() }, 201);
  });
  const authorized = (h: string | undefined) => tokens.has(h?.replace(/^Bearer /, '') ?? '');
  app.post('/api/v1/global_accounts/create', async (c) => {
    if (!authorized(c.req.header('authorization'))) return c.json({ message: 'Unauthorized' }, 401);
    const body = await c.req.json();
    const known = fake.accounts.get(body.request_id);
    if (known) return c.json(known, 201);
    const id = randomUUID();
    const aud = body.currency === 'AUD';
    const account = {
      id,
      request_id: body.request_id,
      account_name: body.nick_name,
      account_number: aud ? String(100_000_000 + fake.accounts.size) : undefined,
      account_routing_value1: aud ? '802985' : undefined,
      payid: aud ? `${id.slice(0, 8)}@pay.bank.test` : undefined,
      iban: aud ? undefined : 'DE89370400440532013000',
      swift_code: aud ? undefined : 'COBADEFFXXX',
      status: 'ACTIVE',
    };
    fake.accounts.set(body.request_id, account);
    return c.json(account, 201);
  });
  app.post('/api/v1/transfers/create', async (c) => {
    if (!authorized(c.req.header('authorization'))) return c.json({ message: 'Unauthorized' }, 401);
    const body = await c.req.json();
    if (!/^\d+\.\d{2}$/.test(String(body.transfer_amount))) return c.json({ message: 'transfer_amount invalid' }, 400);
    const known = fake.transfers.get(body.request_id);
    if (known) return c.json(known.answer, 201);
    const answer = { id: randomUUID(), request_id: body.request_id, status: 'PROCESSING' };
    fake.transfers.set(body.request_id, { body, answer, createdAt: new Date().toISOString() });
    return c.json(answer, 201);
  });
  // The listing of transfers made since a time, two to a page so tests follow the pages.
  app.get('/api/v1/transfers', (c) => {
    if (!authorized(c.req.header('authorization'))) return c.json({ message: 'Unauthorized' }, 401);
    const from = new Date(c.req.query('from_created_at') ?? '').getTime();
    const page = Number(c.req.query('page_num') ?? '0');
    const all = [...fake.transfers.values()]
      .filter((t) => new Date(t.createdAt).getTime() >= from)
      .map((t) => ({
        ...t.answer,
        transfer_amount: t.body.transfer_amount,
        transfer_currency: t.body.transfer_currency,
        metadata: t.body.metadata,
        created_at: t.createdAt,
      }));
    return c.json({ items: all.slice(page * 2, page * 2 + 2), has_more: all.length > page * 2 + 2 });
  });
  return fake;
}
