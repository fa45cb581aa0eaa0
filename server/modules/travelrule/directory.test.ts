import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECTORY_QUERY_MESSAGE } from '../../../contract/travel-rule.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { directoryEntry, searchDirectory } from './directory.js';

let env: TestEnv;
let u: TestUser;
beforeAll(async () => {
  env = await createTestEnv({});
  u = await createUser(env.deps, {});
});
afterAll(() => env.close());

const search = (query: unknown, token = u.token) =>
  env.api.call('/travel-rule/provider-directory', query === undefined ? {} : { query }, { token });
const ids = (answer: unknown) => (answer as any).data.providers.map((p: { id: string }) => p.id);

describe('the provider directory', () => {
  it('lists every provider without a query, the sandbox counterparty first in local mode', async () => {
    const res = await search(undefined);
    expect(res.status, JSON.stringify(res.answer)).toBe(200);
    expect(ids(res.answer)[0]).toBe('sandbox-vasp');
    expect(ids(res.answer)).toContain('coinbase-eu');
    expect((res.answer as any).data.providers[0]).toEqual({
      id: 'sandbox-vasp',
      name: 'CoinVault Sandbox Counterparty',
      legalName: 'CoinVault Sandbox Counterparty',
      country: 'AU',
    });
  });

  it('finds providers by name or legal name, in any case, accents and punctuation aside', async () => {
    expect(ids((await search('KRAKEN')).answer)).toEqual(['kraken-eu']);
    expect(ids((await search('payward')).answer)).toEqual(['kraken-eu']);
    expect(ids((await search('cryptocom')).answer)).toEqual(['crypto-com-eu']);
    expect(ids((await search('  sandbox  ')).answer)).toEqual(['sandbox-vasp']);
    expect(ids((await search('Bïtpanda')).answer)).toEqual(['bitpanda']);
    expect(ids((await search('nothing like it')).answer)).toEqual([]);
  });

  it('refuses a huge, non-text or control-character query with VALIDATION', async () => {
    for (const bad of ['x'.repeat(61), { $ne: 1 }, ['a'], 42]) {
      const res = await search(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect((res.answer as any).code).toBe('VALIDATION');
      expect((res.answer as any).errors).toEqual({ query: DIRECTORY_QUERY_MESSAGE });
    }
    const control = await search('coin\u0000base');
    expect(control.status).toBe(400);
    expect((control.answer as any).code).toBe('VALIDATION');
    expect((control.answer as any).errors.query).toBeTruthy();
  });

  it('needs a signed-in customer', async () => {
    const res = await env.api.call('/travel-rule/provider-directory', {});
    expect(res.status).toBe(401);
  });

  it('never lists the sandbox counterparty in production mode', () => {
    expect(searchDirectory('production', '').map((p) => p.id)).not.toContain('sandbox-vasp');
    expect(directoryEntry('production', 'sandbox-vasp')).toBeUndefined();
    expect(directoryEntry('local', 'sandbox-vasp')?.name).toBe('CoinVault Sandbox Counterparty');
  });
});
