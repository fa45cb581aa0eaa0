/**
 * Listed providers with a TRP inquiry address (decision 295): a withdrawal to one is sent its
 * Travel Rule information and goes on when it accepts; one without an address is held for review.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransferInquiry } from '../../providers/travelrule/index.js';
import { createUser } from '../../test/factories.js';
import { createTestEnv, HIGHEST_WITHDRAWAL_LIMITS, type TestEnv } from '../../test/harness.js';
import { withdrawalProof } from '../accounts/testing.js';
import { creditForTest } from '../ledger/testing.js';
import { directoryEntry } from './directory.js';
import { parseProviderEndpoints } from './settings.js';

const ENDPOINT = 'https://trp.bitpanda.example/inquiries';
const OTHER_EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

let env: TestEnv;
const inquiries: TransferInquiry[] = [];
beforeAll(async () => {
  env = await createTestEnv({
    env: {
      MARKET_VOLATILITY_BPS: '0',
      TRAVEL_RULE_PROVIDER_ENDPOINTS: `bitpanda=${ENDPOINT}`,
      ...HIGHEST_WITHDRAWAL_LIMITS,
    },
    providers: () => ({
      travelrule: {
        kind: 'trp',
        inquire: async (i) => {
          inquiries.push(i);
          return { outcome: 'accepted' };
        },
      },
    }),
  });
});
afterAll(() => env.close());

async function withdrawTo(providerId: string) {
  const u = await createUser(env.deps, { kycStatus: 'approved', city: 'Sydney', address: '1 George St' });
  await creditForTest(env.deps, u.id, 'ETH', '1');
  const res = await env.api.call(
    '/exchange/create-withdrawal-action',
    {
      amount: '0.1',
      cryptoAddress: OTHER_EVM,
      paymentRouteId: 2,
      beneficiary: { owner: 'other', wallet: 'provider', providerId, kind: 'person', name: 'Ana Pérez' },
      ...(await withdrawalProof(env, u)),
    },
    { token: u.token, idempotencyKey: randomUUID() },
  );
  expect(res.status, JSON.stringify(res.answer)).toBe(200);
  return (res.answer as any).data as { withdrawal_id: string; travel_rule: { state: string } };
}

describe('real providers in the directory', () => {
  it('sends the information to a provider with an inquiry address and goes on when it accepts', async () => {
    const w = await withdrawTo('bitpanda');
    expect(w.travel_rule.state).toBe('accepted');
    expect(inquiries.find((i) => i.id === w.withdrawal_id)?.endpoint).toBe(ENDPOINT);
  });

  it('holds a withdrawal to a provider without one for review, and asks nobody', async () => {
    const w = await withdrawTo('kraken-eu');
    expect(w.travel_rule.state).toBe('review');
    expect(inquiries.find((i) => i.id === w.withdrawal_id)).toBeUndefined();
  });

  it('refuses a setting that names an unlisted provider or an address that is not https', () => {
    const known = (id: string) => directoryEntry('production', id) !== undefined;
    expect(parseProviderEndpoints({}, known)).toEqual({});
    expect(parseProviderEndpoints({ TRAVEL_RULE_PROVIDER_ENDPOINTS: ` bitpanda=${ENDPOINT} ,` }, known)).toEqual({
      bitpanda: ENDPOINT,
    });
    for (const bad of [
      'nobody=https://x.example',
      'sandbox-vasp=https://x.example',
      'bitpanda=http://x.example',
      'bitpanda',
      'bitpanda=nope',
    ])
      expect(() => parseProviderEndpoints({ TRAVEL_RULE_PROVIDER_ENDPOINTS: bad }, known)).toThrow(
        /TRAVEL_RULE_PROVIDER_ENDPOINTS/,
      );
  });
});
