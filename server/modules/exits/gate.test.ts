/** The exit gate's rule alone (decision 347). */
import { describe, expect, it } from 'vitest';
import { decideExit, type ExitFacts } from './gate.js';

const NOW = new Date('2026-11-25T12:00:00Z');
const CLEAR: ExitFacts = {
  frozen: false,
  withdrawalsHeldUntil: null,
  openSanctionsCases: 0,
  restoreUnreconciled: false,
};

describe('the exit gate', () => {
  it('lets coins, cash and purchases go for a customer with nothing against them', () => {
    for (const kind of ['crypto', 'cash', 'purchase'] as const)
      expect(decideExit(kind, CLEAR, NOW)).toEqual({ go: true });
  });

  it('stops everything while the customer is frozen or has an undecided sanctions case', () => {
    for (const kind of ['crypto', 'cash', 'purchase'] as const) {
      expect(decideExit(kind, { ...CLEAR, frozen: true }, NOW)).toEqual({ go: false, stop: 'frozen' });
      expect(decideExit(kind, { ...CLEAR, openSanctionsCases: 1 }, NOW)).toEqual({ go: false, stop: 'sanctions_case' });
    }
  });

  it('stops withdrawals, not purchases, while withdrawals are paused, and lets them go once the pause ends', () => {
    const held = { ...CLEAR, withdrawalsHeldUntil: new Date(NOW.getTime() + 1000) };
    expect(decideExit('crypto', held, NOW)).toEqual({ go: false, stop: 'withdrawals_held' });
    expect(decideExit('cash', held, NOW)).toEqual({ go: false, stop: 'withdrawals_held' });
    expect(decideExit('purchase', held, NOW)).toEqual({ go: true });
    const ended = { ...CLEAR, withdrawalsHeldUntil: NOW };
    expect(decideExit('crypto', ended, NOW)).toEqual({ go: true });
  });

  it('names the freeze before any other stop', () => {
    const all = { ...CLEAR, frozen: true, withdrawalsHeldUntil: new Date(NOW.getTime() + 1000), openSanctionsCases: 2 };
    expect(decideExit('cash', all, NOW)).toEqual({ go: false, stop: 'frozen' });
  });

  it('stops coins, cash and purchases while a restored database is not reconciled, whatever else holds', () => {
    for (const kind of ['crypto', 'cash', 'purchase'] as const) {
      expect(decideExit(kind, { ...CLEAR, restoreUnreconciled: true }, NOW)).toEqual({
        go: false,
        stop: 'restore_unreconciled',
      });
      expect(decideExit(kind, { ...CLEAR, frozen: true, restoreUnreconciled: true }, NOW)).toEqual({
        go: false,
        stop: 'restore_unreconciled',
      });
    }
  });
});
