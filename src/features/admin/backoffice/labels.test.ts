/** Every case kind the server opens is worded on the case screen, not shown as its code. */
import { describe, expect, it } from 'vitest';
import { kindLabel } from './labels.js';

describe('case kinds', () => {
  it.each([
    'sanctions_withdrawal',
    'sanctions_deposit',
    'travel_rule_withdrawal',
    'travel_rule_deposit',
    'travel_rule_refused',
    'travel_rule_timed_out',
    'split_withdrawals',
  ])('%s has words of its own', (kind) => {
    expect(typeof kindLabel(kind)).toBe('object');
  });

  it('shows an unknown kind (a new monitoring rule) as its code', () => {
    expect(kindLabel('new_rule')).toBe('new_rule');
  });
});
