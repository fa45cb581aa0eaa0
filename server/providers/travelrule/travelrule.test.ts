import { Hono } from 'hono';
import type { IVMS101 } from 'ivms101';
import { describe, expect, it } from 'vitest';
import { parseTrpAnswer, type TransferInquiry, TravelRuleUnavailable } from './port.js';
import { sandboxCounterparty, sandboxOutcomeFor } from './sandbox.js';
import { registerTravelRuleSandbox, TRAVEL_RULE_SANDBOX_PATH } from './sandbox-page.js';
import { parseTravelRuleSettings } from './settings.js';
import { TRP_API_VERSION, trpClient } from './trp.js';
import { fakeTrpProvider } from './trp-fake.js';

function payloadFor(name: string): IVMS101 {
  return {
    beneficiary: {
      beneficiaryPerson: [
        {
          naturalPerson: {
            name: { nameIdentifier: [{ primaryIdentifier: name, naturalPersonNameIdentifierType: 'LEGL' }] },
          },
          accountNumber: ['0xabc'],
        },
      ],
    },
  } as unknown as IVMS101;
}

function inquiry(endpoint: string, name = 'Ana Pérez'): TransferInquiry {
  return {
    id: '6f1c1f0e-0000-4000-8000-000000000001',
    endpoint,
    asset: { slip0044: 60 },
    // Above 2^53: must reach the provider as the exact integer.
    amountUnits: 1_500_000_000_000_000_000n,
    callbackUrl: 'https://coinvault.test/api/travel-rule/answer/6f1c',
    ivms101: payloadFor(name),
  };
}

describe('the TRP client', () => {
  it('sends the inquiry with the TRP headers, the exact amount and the IVMS101 payload', async () => {
    const fake = fakeTrpProvider();
    fake.reply = { approved: { address: '0xabc', callback: 'https://vasp.test/cb' } };
    const trp = trpClient({ timeoutMs: 1000 }, fake.fetch);
    expect(await trp.inquire(inquiry(fake.endpoint))).toEqual({ outcome: 'accepted' });
    const sent = fake.inquiries[0];
    expect(sent?.headers.get('api-version')).toBe(TRP_API_VERSION);
    expect(sent?.headers.get('request-identifier')).toBe('6f1c1f0e-0000-4000-8000-000000000001');
    expect(sent?.body).toContain('"amount":1500000000000000000,');
    const body = JSON.parse(sent?.body ?? '{}');
    expect(body.asset).toEqual({ slip0044: 60 });
    expect(body.callback).toBe('https://coinvault.test/api/travel-rule/answer/6f1c');
    expect(body.IVMS101.beneficiary.beneficiaryPerson[0].accountNumber).toEqual(['0xabc']);
  });

  it('reports a rejection with its reason, and an acknowledgement as pending', async () => {
    const fake = fakeTrpProvider();
    const trp = trpClient({ timeoutMs: 1000 }, fake.fetch);
    fake.reply = { rejected: 'unknown beneficiary\u0000' };
    expect(await trp.inquire(inquiry(fake.endpoint))).toEqual({ outcome: 'refused', reason: 'unknown beneficiary' });
    fake.reply = 'ack';
    expect(await trp.inquire(inquiry(fake.endpoint))).toEqual({ outcome: 'pending' });
    fake.reply = '{}';
    expect(await trp.inquire(inquiry(fake.endpoint))).toEqual({ outcome: 'pending' });
  });

  it('throws TravelRuleUnavailable on an error, no answer, a reply not understood or a non-https address', async () => {
    const fake = fakeTrpProvider();
    const trp = trpClient({ timeoutMs: 50 }, fake.fetch);
    for (const reply of [
      503,
      'hang',
      'not json',
      '{"approved":"yes"}',
      '{"approved":{"address":"a"},"rejected":"x"}',
    ] as const) {
      fake.reply = reply;
      await expect(trp.inquire(inquiry(fake.endpoint))).rejects.toBeInstanceOf(TravelRuleUnavailable);
    }
    fake.reply = 'ack';
    await expect(trp.inquire(inquiry('http://vasp.test/trp/inquiry'))).rejects.toBeInstanceOf(TravelRuleUnavailable);
    await expect(trp.inquire(inquiry('not a url'))).rejects.toBeInstanceOf(TravelRuleUnavailable);
  });
});

describe('a TRP answer posted to the callback', () => {
  it('is approved or rejected, bounded, and anything else is not an answer', () => {
    expect(parseTrpAnswer({ approved: { address: 'a', callback: 'https://x' } })).toEqual({ outcome: 'accepted' });
    expect(parseTrpAnswer({ rejected: 'x'.repeat(5000) })).toEqual({ outcome: 'refused', reason: 'x'.repeat(200) });
    for (const bad of [null, [], 'approved', { approved: null }, { rejected: 5 }, {}, { approved: { address: 1 } }])
      expect(parseTrpAnswer(bad)).toBeNull();
  });
});

describe('the sandbox counterparty', () => {
  it('refuses a last name Refuse, never answers Silent, accepts any other name', async () => {
    const sandbox = sandboxCounterparty();
    expect(await sandbox.inquire(inquiry('', 'Ana Refuse'))).toMatchObject({ outcome: 'refused' });
    expect(await sandbox.inquire(inquiry('', 'ana SILENT'))).toEqual({ outcome: 'pending' });
    expect(await sandbox.inquire(inquiry('', 'Ana Pérez'))).toEqual({ outcome: 'accepted' });
    // A business by its legal name, the same way.
    expect(sandboxOutcomeFor('Refuse Trading Ltd')).toEqual({ outcome: 'accepted' });
    expect(sandboxOutcomeFor('Acme Refuse')).toMatchObject({ outcome: 'refused' });
  });

  it("answers a last name Later pending, then accepts it on the inquiry's callback address", async () => {
    const delivered: { url: string; id: string; body: unknown }[] = [];
    let answered!: () => void;
    const done = new Promise<void>((r) => {
      answered = r;
    });
    const sandbox = sandboxCounterparty({
      laterMs: 1,
      deliver: async (url, id, body) => {
        delivered.push({ url, id, body });
        answered();
      },
    });
    const asked = { ...inquiry('', 'Ana Later'), id: 'w-1', callbackUrl: 'https://coinvault.test/cb/w-1/sig' };
    expect(await sandbox.inquire(asked)).toEqual({ outcome: 'pending' });
    await done;
    expect(delivered).toEqual([
      { url: 'https://coinvault.test/cb/w-1/sig', id: 'w-1', body: { approved: { address: '', callback: '' } } },
    ]);
    expect(parseTrpAnswer(delivered[0]?.body)).toEqual({ outcome: 'accepted' });
  });

  it('has a page that says how to produce each outcome', async () => {
    const app = new Hono();
    registerTravelRuleSandbox(app);
    const res = await app.request(TRAVEL_RULE_SANDBOX_PATH);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<strong>Refuse</strong>');
    expect(html).toContain('<strong>Silent</strong>');
    expect(html).toContain('<strong>Later</strong>');
    expect(html).toContain('any other name');
  });
});

describe('travel rule settings', () => {
  it('uses the sandbox only in local mode and TRP in production', () => {
    expect(parseTravelRuleSettings({}, 'local')).toEqual({ kind: 'sandbox' });
    expect(parseTravelRuleSettings({}, 'production')).toEqual({ kind: 'trp', timeoutMs: 10_000 });
    expect(() => parseTravelRuleSettings({ TRAVEL_RULE_PROTOCOL: 'sandbox' }, 'production')).toThrow(/sandbox/);
    expect(() => parseTravelRuleSettings({ TRAVEL_RULE_PROTOCOL: 'x' }, 'local')).toThrow(/trp or sandbox/);
    expect(parseTravelRuleSettings({ TRAVEL_RULE_PROTOCOL: 'trp', TRAVEL_RULE_TIMEOUT_MS: '2000' }, 'local')).toEqual({
      kind: 'trp',
      timeoutMs: 2000,
    });
  });
});
