/**
 * Listed providers with a TRP inquiry address (decision 295): a withdrawal to one is sent its
 * Travel Rule information and goes on when it accepts; one without an address is held for review.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransferInquiry } from '../../providers/travelrule/index.js';
import { createTestEnv, HIGHEST_WITHDRAWAL_LIMITS, type TestEnv } from '../../test/harness.js';
import { directoryEntry } from './directory.js';
import { parseProviderEndpoints } from './settings.js';
import { recordingTravelRule, withdrawEthToProvider } from './testing.js';

const ENDPOINT = 'https://trp.bitpanda.example/inquiries';

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
      travelrule: recordingTravelRule(inquiries, 'accepted'),
    }),
  });
});
afterAll(() => env.close());

async function withdrawTo(providerId: string) {
  return (await withdrawEthToProvider(env, providerId)).data;
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
