import { describe, expect, it } from 'vitest';
import type { CardPurchaseAttempt } from '../../contract/card-purchases.js';
import { cardAttemptRow, withCardAttempts } from './card-attempts.js';
import type { DisplayTransaction } from './transactions.js';

const attempt = (o: Partial<CardPurchaseAttempt>): CardPurchaseAttempt => ({
  reference: 'CV-AAAA-BBBB-CCCC',
  tracking_id: 't1',
  status: 'failed',
  coin: 'BTC',
  crypto_amount: '0.0003',
  fiat_currency: 'AUD',
  total_amount: '50.25',
  created_at: '2026-11-20T10:00:00.000Z',
  reason: null,
  expires_at: null,
  ...o,
});

describe('card attempts in the history', () => {
  it('are Buy rows with their state, their reference and no sign', () => {
    const row = cardAttemptRow(attempt({ status: 'cancelled' }));
    expect(row).toMatchObject({ type: 'Buy', status: 'Cancelled', sign: '', amountColor: 'neutral' });
    expect(row.details.transactionId).toBe('CV-AAAA-BBBB-CCCC');
  });
  it('merge by time, newest first, and follow the asset filter', () => {
    const ledger = [{ id: '5', createdAt: '2026-11-21T10:00:00.000Z' }] as DisplayTransaction[];
    const rows = withCardAttempts(ledger, [
      attempt({ tracking_id: 'old', created_at: '2026-11-19T10:00:00.000Z' }),
      attempt({ tracking_id: 'new', created_at: '2026-11-22T10:00:00.000Z', coin: 'ETH' }),
    ]);
    expect(rows.map((r) => r.id)).toEqual(['card:new', '5', 'card:old']);
    expect(withCardAttempts(ledger, [attempt({ coin: 'ETH' })], 'BTC').map((r) => r.id)).toEqual(['5']);
  });
});
