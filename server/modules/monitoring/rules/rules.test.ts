/** Each monitoring rule on its own, as a pure function of a customer's facts and thresholds. */
import { describe, expect, it } from 'vitest';
import type { CustomerFacts, SignInFact, TransferFact } from '../facts.js';
import { parseMonitoringSettings } from '../settings.js';
import { accessChangeThenWithdrawal } from './access-change.js';
import { rapidOutflow } from './rapid-outflow.js';
import { splitWithdrawals } from './split-withdrawals.js';
import { structuring } from './structuring.js';
import { volumeSpike } from './volume-spike.js';

const T = parseMonitoringSettings({}).AU;
const START = Date.parse('2026-11-01T00:00:00Z');
const h = (hours: number) => new Date(START + hours * 3_600_000);
let next = 0;
const tx = (kind: TransferFact['kind'], hours: number, value: number, address?: string): TransferFact => ({
  id: String(++next),
  kind,
  at: h(hours),
  value,
  ...(address ? { address } : {}),
});
const facts = (transfers: TransferFact[], o: Partial<CustomerFacts> = {}): CustomerFacts => ({
  userId: 'u',
  region: 'AU',
  now: h(1000),
  transfers,
  signIns: [],
  ...o,
});

describe('settings', () => {
  it('are read per region, with defaults, and refuse values out of bounds', () => {
    const s = parseMonitoringSettings({ MONITORING_STRUCTURING_THRESHOLD_EU: '15000' });
    expect(s.AU.structuringThreshold).toBe(10_000);
    expect(s.EU.structuringThreshold).toBe(15_000);
    expect(() => parseMonitoringSettings({ MONITORING_RAPID_OUTFLOW_PERCENT_AU: '101' })).toThrow(
      /MONITORING_RAPID_OUTFLOW_PERCENT_AU/,
    );
  });
});

describe('rapid outflow', () => {
  it('flags most of a deposit withdrawn to a new address within 24 hours', () => {
    const d = tx('deposit', 0, 1000);
    const w = tx('withdrawal', 23, 850, 'addr-new');
    expect(rapidOutflow(facts([d, w]), T)).toEqual([
      expect.objectContaining({ rule: 'rapid_outflow', key: w.id, transferIds: [d.id, w.id] }),
    ]);
  });

  it('stays quiet for a small share, after the window, or to an address used before', () => {
    const d = tx('deposit', 0, 1000);
    expect(rapidOutflow(facts([d, tx('withdrawal', 1, 500, 'a')]), T)).toEqual([]);
    expect(rapidOutflow(facts([d, tx('withdrawal', 25, 1000, 'a')]), T)).toEqual([]);
    const old = tx('withdrawal', -100, 10, 'known');
    expect(rapidOutflow(facts([old, d, tx('withdrawal', 2, 1000, 'known')]), T)).toEqual([]);
  });
});

describe('structuring', () => {
  it('flags three deposits or card buys just under the threshold within the window, once per run', () => {
    const run = [tx('deposit', 0, 9500), tx('card_buy', 10, 9900), tx('deposit', 20, 9100), tx('deposit', 30, 9800)];
    const found = structuring(facts(run), T);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ rule: 'structuring', key: run[0]!.id });
    expect(found[0]!.transferIds).toEqual(run.slice(0, 3).map((r) => r.id));
  });

  it('stays quiet for amounts at or far under the threshold, too few, or spread out', () => {
    expect(
      structuring(facts([tx('deposit', 0, 10_000), tx('deposit', 1, 10_000), tx('deposit', 2, 10_000)]), T),
    ).toEqual([]);
    expect(structuring(facts([tx('deposit', 0, 5000), tx('deposit', 1, 5000), tx('deposit', 2, 5000)]), T)).toEqual([]);
    expect(structuring(facts([tx('deposit', 0, 9500), tx('deposit', 1, 9500)]), T)).toEqual([]);
    expect(structuring(facts([tx('deposit', 0, 9500), tx('deposit', 50, 9500), tx('deposit', 100, 9500)]), T)).toEqual(
      [],
    );
    expect(
      structuring(facts([tx('withdrawal', 0, 9500), tx('withdrawal', 1, 9500), tx('withdrawal', 2, 9500)]), T),
    ).toEqual([]);
  });
});

describe('a change of country or device, then a withdrawal', () => {
  const s = (id: string, hours: number, country: string, device: string): SignInFact => ({
    id,
    at: h(hours),
    country,
    device,
  });

  it('flags a withdrawal within hours of a sign-in from a new country or a new device', () => {
    const w = tx('withdrawal', 12, 300, 'a');
    const country = accessChangeThenWithdrawal(
      facts([w], { signIns: [s('s1', 0, 'AU', 'chrome'), s('s2', 10, 'GB', 'chrome')] }),
      T,
    );
    expect(country).toEqual([
      expect.objectContaining({
        rule: 'access_change_withdrawal',
        key: `s2:${w.id}`,
        facts: expect.objectContaining({ new_country: 'GB' }),
      }),
    ]);
    const device = accessChangeThenWithdrawal(
      facts([w], { signIns: [s('s1', 0, 'AU', 'chrome'), s('s2', 10, 'AU', 'safari')] }),
      T,
    );
    expect(device[0]?.facts).toMatchObject({ new_device: 'safari' });
  });

  it('stays quiet for a first sign-in, a known country and device, or a withdrawal long after', () => {
    const w = tx('withdrawal', 12, 300, 'a');
    expect(accessChangeThenWithdrawal(facts([w], { signIns: [s('s1', 10, 'GB', 'x')] }), T)).toEqual([]);
    expect(
      accessChangeThenWithdrawal(facts([w], { signIns: [s('s1', 0, 'AU', 'x'), s('s2', 10, 'AU', 'x')] }), T),
    ).toEqual([]);
    const late = tx('withdrawal', 40, 300, 'a');
    expect(
      accessChangeThenWithdrawal(facts([late], { signIns: [s('s1', 0, 'AU', 'x'), s('s2', 10, 'GB', 'x')] }), T),
    ).toEqual([]);
  });
});

describe('volume far above the 90-day pattern', () => {
  const now = h(90 * 24);
  const pattern = Array.from({ length: 9 }, (_, i) => tx('deposit', i * 24 * 9, 1000)); // 9,000 over 90 days

  it("flags the last day's volume at five times the daily average and above the minimum", () => {
    const today = [tx('deposit', 90 * 24 - 2, 4000), tx('withdrawal', 90 * 24 - 1, 3000, 'a')];
    const found = volumeSpike(facts([...pattern, ...today], { now }), T);
    expect(found).toEqual([
      expect.objectContaining({
        rule: 'volume_spike',
        key: now.toISOString().slice(0, 10),
        transferIds: today.map((t) => t.id),
      }),
    ]);
  });

  it('stays quiet under the multiple, under the minimum, or without any earlier pattern', () => {
    expect(volumeSpike(facts([...pattern, tx('deposit', 90 * 24 - 1, 400)], { now }), T)).toEqual([]);
    const busy = Array.from({ length: 9 }, (_, i) => tx('deposit', i * 24 * 9, 20_000)); // 2,000 a day
    expect(volumeSpike(facts([...busy, tx('deposit', 90 * 24 - 1, 9_000)], { now }), T)).toEqual([]);
    const small = Array.from({ length: 9 }, (_, i) => tx('deposit', i * 24 * 9, 10));
    expect(volumeSpike(facts([...small, tx('deposit', 90 * 24 - 1, 4000)], { now }), T)).toEqual([]);
    expect(volumeSpike(facts([tx('deposit', 90 * 24 - 1, 1_000_000)], { now }), T)).toEqual([]);
  });
});

describe('withdrawals split below the four-eyes threshold', () => {
  const L = { ...T, fourEyesWithdrawal: 10_000 };

  it('flags several withdrawals within 24 hours, each below the threshold, that together reach it, once', () => {
    const ws = [0, 2, 4, 6].map((hours) => tx('withdrawal', hours, 2500, 'payee'));
    const found = splitWithdrawals(facts(ws), L);
    expect(found).toEqual([
      expect.objectContaining({
        rule: 'split_withdrawals',
        key: ws[0]!.id,
        transferIds: ws.map((w) => w.id),
        facts: expect.objectContaining({ threshold: 10_000, total: 10_000 }),
      }),
    ]);
    // A fifth on the same day starts no second finding: the four are counted once.
    const fifth = tx('withdrawal', 8, 2500, 'payee');
    expect(splitWithdrawals(facts([...ws, fifth]), L)).toEqual(found);
  });

  it('counts coins and cash together, in the region currency', () => {
    const ws = [tx('withdrawal', 0, 6000, 'bc1q-some'), tx('withdrawal', 3, 4000, '062-000 12345678')];
    expect(splitWithdrawals(facts(ws), L)).toHaveLength(1);
  });

  it('stays quiet below the threshold, over more than 24 hours, for one withdrawal, and for one at the threshold', () => {
    expect(splitWithdrawals(facts([0, 2, 4].map((hh) => tx('withdrawal', hh, 2500))), L)).toEqual([]);
    expect(splitWithdrawals(facts([0, 9, 18, 27].map((hh) => tx('withdrawal', hh, 2500))), L)).toEqual([]);
    // Four-eyes already sees a withdrawal at the threshold: it is not part of a split.
    expect(splitWithdrawals(facts([tx('withdrawal', 0, 10_000), tx('withdrawal', 1, 100)]), L)).toEqual([]);
    // Deposits are not outflows.
    expect(splitWithdrawals(facts([0, 1, 2, 3].map((hh) => tx('deposit', hh, 2500))), L)).toEqual([]);
  });
});
