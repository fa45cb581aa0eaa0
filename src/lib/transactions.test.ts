import { describe, expect, it } from 'vitest';
import type { AccountTransaction } from '../../contract/exchange.js';
import { buildDisplayList, detailStatus, filterByType, labelOf, trackingIdOf } from './transactions.js';

let seq = 0;
function tx(o: Partial<AccountTransaction>): AccountTransaction {
  seq++;
  return {
    account_transaction_id: o.account_transaction_id ?? `t${seq}`,
    transaction_class: 'payment',
    type: 'credit',
    amount: '1',
    currency_id: 'BTC',
    created_at: '2026-01-01T00:00:00Z',
    comment: '',
    network: null,
    sender: null,
    recipient: null,
    payment_method: null,
    status: 'completed',
    ...o,
  };
}

describe('labelOf', () => {
  it('follows the labelling of the specification', () => {
    const cases: [Partial<AccountTransaction>, string, string][] = [
      [{ transaction_class: 'conversion', type: 'credit' }, 'Swap', 'Completed'],
      [{ transaction_class: 'payment', type: 'debit' }, 'Withdraw', 'Withdrawn'],
      [{ transaction_class: 'payment', type: 'credit' }, 'Deposit', 'Deposited'],
      [{ transaction_class: 'manual', type: 'credit' }, 'Deposit', 'Deposited'],
      [{ transaction_class: 'manual', type: 'debit' }, 'Withdraw', 'Completed'],
      [{ transaction_class: 'manual', type: 'credit', comment: 'Transfer from admin/ab12' }, 'Buy', 'Completed'],
      [{ transaction_class: 'trade', type: 'credit' }, 'Buy', 'Completed'],
      [{ transaction_class: 'trade', type: 'debit' }, 'Withdraw', 'Completed'],
    ];
    for (const [input, type, status] of cases) expect(labelOf(tx(input))).toEqual({ type, status });
  });
  it('takes the tracking id after the last slash', () => {
    expect(trackingIdOf('card purchase/abc/TRK-9')).toBe('TRK-9');
    expect(trackingIdOf('plain')).toBe('plain');
    expect(trackingIdOf(null)).toBe('');
  });
});

describe('buildDisplayList', () => {
  it('gives credits a plus and green, debits a minus and red, newest first', () => {
    const rows = buildDisplayList([
      tx({ type: 'debit', created_at: '2026-01-01T00:00:00Z', currency_id: 'ETH' }),
      tx({ type: 'credit', created_at: '2026-01-03T00:00:00Z' }),
      tx({ type: 'debit', created_at: '2026-01-02T00:00:00' }),
    ]);
    expect(rows.map((r) => [r.type, r.sign, r.amountColor, r.createdAt])).toEqual([
      ['Deposit', '+', 'positive', '2026-01-03T00:00:00.000Z'],
      ['Withdraw', '-', 'negative', '2026-01-02T00:00:00.000Z'],
      ['Withdraw', '-', 'negative', '2026-01-01T00:00:00.000Z'],
    ]);
  });
  it('pairs the two legs of a swap by creation time into one row', () => {
    const at = '2026-02-01T10:00:00.123Z';
    const rows = buildDisplayList([
      tx({
        account_transaction_id: 'd1',
        transaction_class: 'conversion',
        type: 'debit',
        amount: '0.01',
        currency_id: 'BTC',
        created_at: at,
      }),
      tx({
        account_transaction_id: 'c1',
        transaction_class: 'conversion',
        type: 'credit',
        amount: '650.5',
        currency_id: 'USDT',
        created_at: at,
      }),
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'Swap',
      credit: { id: 'c1', amount: '650.5', currency: 'USDT' },
      debit: { id: 'd1', amount: '0.01', currency: 'BTC' },
      swapDetails: 'BTC to USDT',
      sign: '+',
      amountColor: 'positive',
    });
  });
  it('drops a swap leg whose partner is missing', () => {
    const rows = buildDisplayList([
      tx({ transaction_class: 'conversion', type: 'debit', created_at: '2026-02-01T10:00:00Z' }),
      tx({ transaction_class: 'conversion', type: 'credit', created_at: '2026-02-01T10:00:01Z' }),
    ]);
    expect(rows).toEqual([]);
  });
  it('pairs by the tracking id when two swaps share a moment', () => {
    const at = '2026-02-01T10:00:00Z';
    const rows = buildDisplayList([
      tx({ transaction_class: 'conversion', type: 'debit', currency_id: 'BTC', created_at: at, comment: 'Swap/q1' }),
      tx({ transaction_class: 'conversion', type: 'credit', currency_id: 'USDC', created_at: at, comment: 'Swap/q2' }),
      tx({ transaction_class: 'conversion', type: 'debit', currency_id: 'ETH', created_at: at, comment: 'Swap/q2' }),
      tx({ transaction_class: 'conversion', type: 'credit', currency_id: 'USDT', created_at: at, comment: 'Swap/q1' }),
    ]);
    expect(rows.map((r) => r.swapDetails).sort()).toEqual(['BTC to USDT', 'ETH to USDC']);
  });
  it('keeps two swaps made at the same moment apart', () => {
    const at = '2026-02-01T10:00:00Z';
    const rows = buildDisplayList([
      tx({ transaction_class: 'conversion', type: 'debit', currency_id: 'BTC', created_at: at }),
      tx({ transaction_class: 'conversion', type: 'credit', currency_id: 'USDT', created_at: at }),
      tx({ transaction_class: 'conversion', type: 'debit', currency_id: 'ETH', created_at: at }),
      tx({ transaction_class: 'conversion', type: 'credit', currency_id: 'USDC', created_at: at }),
    ]);
    expect(rows.map((r) => r.swapDetails).sort()).toEqual(['BTC to USDT', 'ETH to USDC']);
  });
  it('for one asset keeps its own rows and swaps where one leg uses it', () => {
    const at = '2026-02-01T10:00:00Z';
    const all = [
      tx({ currency_id: 'ETH' }),
      tx({ currency_id: 'BTC' }),
      tx({ transaction_class: 'conversion', type: 'debit', currency_id: 'BTC', created_at: at }),
      tx({ transaction_class: 'conversion', type: 'credit', currency_id: 'USDT', created_at: at }),
    ];
    expect(buildDisplayList(all, 'BTC').map((r) => r.type)).toEqual(['Swap', 'Deposit']);
    expect(buildDisplayList(all, 'USDT').map((r) => r.type)).toEqual(['Swap']);
    expect(buildDisplayList(all, 'ETH').map((r) => r.type)).toEqual(['Deposit']);
  });
  it('shows a withdrawal in flight as Pending and a failed one as Failed', () => {
    const [pending] = buildDisplayList([tx({ type: 'debit', status: 'pending' })]);
    const [failed] = buildDisplayList([tx({ type: 'debit', status: 'failed' })]);
    if (!pending || !failed) throw new Error('a row is missing');
    expect(pending.status).toBe('Pending');
    expect(failed.status).toBe('Failed');
    expect(detailStatus(pending)).toBe('Pending');
  });
});

describe('filters and detail status', () => {
  it('filters by type chip', () => {
    const rows = buildDisplayList([
      tx({ type: 'credit' }),
      tx({ type: 'debit' }),
      tx({ transaction_class: 'trade', type: 'credit' }),
    ]);
    expect(filterByType(rows, 'All')).toHaveLength(3);
    expect(filterByType(rows, 'Withdraw').map((r) => r.type)).toEqual(['Withdraw']);
    expect(filterByType(rows, 'Buy').map((r) => r.type)).toEqual(['Buy']);
    expect(filterByType(rows, 'Swap')).toEqual([]);
  });
  it('calls a sale to cash a Sell, apart from swaps, and the Sell chip lists exactly those rows', () => {
    const at = '2026-03-01T10:00:00Z';
    const rows = buildDisplayList([
      tx({ transaction_class: 'conversion', type: 'debit', currency_id: 'BTC', created_at: at, comment: 'Sale/q1' }),
      tx({ transaction_class: 'conversion', type: 'credit', currency_id: 'EUR', created_at: at, comment: 'Sale/q1' }),
      tx({ transaction_class: 'conversion', type: 'debit', currency_id: 'ETH', created_at: at, comment: 'Swap/q2' }),
      tx({ transaction_class: 'conversion', type: 'credit', currency_id: 'USDT', created_at: at, comment: 'Swap/q2' }),
    ]);
    expect(rows.map((r) => [r.type, r.swapDetails]).sort()).toEqual([
      ['Sell', 'BTC to EUR'],
      ['Swap', 'ETH to USDT'],
    ]);
    expect(filterByType(rows, 'Sell')).toEqual(rows.filter((r) => r.type === 'Sell'));
    expect(filterByType(rows, 'Sell').map((r) => r.credit?.currency)).toEqual(['EUR']);
    expect(filterByType(rows, 'Swap').map((r) => r.credit?.currency)).toEqual(['USDT']);
    expect(detailStatus({ type: 'Sell', status: 'Completed' })).toBe('Completed');
  });
  it("reads 'Completed' for sent, received and swapped, else the status", () => {
    expect(detailStatus({ type: 'Swap', status: 'Completed' })).toBe('Completed');
    expect(detailStatus({ type: 'Withdraw', status: 'Withdrawn' })).toBe('Completed');
    expect(detailStatus({ type: 'Deposit', status: 'Deposited' })).toBe('Completed');
    expect(detailStatus({ type: 'Buy', status: 'Completed' })).toBe('Completed');
    expect(detailStatus({ type: 'Buy', status: '' })).toBe('Completed');
  });
});

describe('cash in the display list', () => {
  it('shows bank movements in the cash currency and a purchase from the balance as one Buy', () => {
    const rows = buildDisplayList([
      tx({
        account_transaction_id: '9',
        transaction_class: 'payment',
        type: 'debit',
        amount: '25.00',
        currency_id: 'AUD',
        status: 'pending',
      }),
      tx({
        account_transaction_id: '8',
        transaction_class: 'trade',
        type: 'credit',
        amount: '0.001',
        currency_id: 'BTC',
        comment: 'buy/k1',
        created_at: '2026-01-01T00:00:01Z',
      }),
      tx({
        account_transaction_id: '7',
        transaction_class: 'trade',
        type: 'debit',
        amount: '100.00',
        currency_id: 'AUD',
        comment: 'buy/k1',
        created_at: '2026-01-01T00:00:01Z',
      }),
      tx({
        account_transaction_id: '6',
        transaction_class: 'payment',
        type: 'credit',
        amount: '500.00',
        currency_id: 'AUD',
      }),
    ]);
    expect(rows.map((r) => [r.type, r.amount, r.currency, r.status])).toEqual([
      ['Buy', '0.001', 'BTC', 'Completed'],
      ['Withdraw', '25.00', 'AUD', 'Pending'],
      ['Deposit', '500.00', 'AUD', 'Deposited'],
    ]);
    expect(rows[0]?.debit).toEqual({ id: '7', amount: '100.00', currency: 'AUD' });
  });
  it('keeps a purchase cash leg whose coin leg is on an older page as a Buy', () => {
    const rows = buildDisplayList([
      tx({ transaction_class: 'trade', type: 'debit', amount: '100.00', currency_id: 'AUD', comment: 'buy/k2' }),
    ]);
    expect(rows.map((r) => [r.type, r.sign, r.currency])).toEqual([['Buy', '-', 'AUD']]);
  });
});

describe('a deposit held for review', () => {
  it('is a deposit row worded "Under review", listed by the Deposit filter, and so on its detail', () => {
    const held = tx({ account_transaction_id: 'held-1', status: 'pending', under_review: true });
    const [row] = buildDisplayList([held]);
    expect(row).toMatchObject({ type: 'Deposit', status: 'Under review' });
    expect(filterByType([row!], 'Deposit')).toEqual([row]);
    expect(detailStatus(row!)).toBe('Under review');
  });
});

describe('a bank deposit returned to its sender (decision 494)', () => {
  it('is a grey, unsigned Deposit worded "Returned", with why, listed by the Deposit filter and not received', () => {
    const returned = tx({
      account_transaction_id: 'bank-return:d-1',
      amount: '10.00',
      currency_id: 'AUD',
      comment: 'Bank deposit from Someone Else returned to the sender/d-1',
      sender: 'Someone Else',
      status: 'returned',
      return_reason: 'The sending account is not in your verified name.',
    });
    const [row] = buildDisplayList([returned]);
    expect(row).toMatchObject({
      id: 'bank-return:d-1',
      type: 'Deposit',
      status: 'Returned',
      sign: '',
      amountColor: 'neutral',
      returned: { reason: 'The sending account is not in your verified name.' },
      details: { trackingId: 'd-1', sender: 'Someone Else' },
    });
    expect(filterByType([row!], 'Deposit')).toEqual([row]);
    expect(detailStatus(row!)).toBe('Returned');
  });
});

describe('an order’s movements (decision 444)', () => {
  const order = (step: 'placed' | 'filled' | 'returned', id = 'o-1') => ({ order_id: id, step });
  it('shows the hold, the fill and the return as rows of their own, each naming its order', () => {
    const at = '2026-02-01T00:00:00Z';
    const rows = buildDisplayList([
      tx({
        transaction_class: 'conversion',
        type: 'debit',
        currency_id: 'SOL',
        amount: '4',
        created_at: at,
        order: order('placed'),
      }),
      tx({
        transaction_class: 'conversion',
        type: 'credit',
        currency_id: 'USDC',
        amount: '1030',
        created_at: '2026-02-02T00:00:00Z',
        order: order('filled'),
      }),
      tx({
        transaction_class: 'conversion',
        type: 'credit',
        currency_id: 'AUD',
        amount: '90.00',
        created_at: '2026-02-03T00:00:00Z',
        order: order('filled', 'o-2'),
      }),
      tx({
        transaction_class: 'conversion',
        type: 'credit',
        currency_id: 'AUD',
        amount: '10.00',
        created_at: '2026-02-04T00:00:00Z',
        order: order('returned', 'o-3'),
      }),
      // Filled from held cash: a purchase, as the statement names it.
      tx({
        transaction_class: 'conversion',
        type: 'credit',
        currency_id: 'SOL',
        amount: '0.7',
        created_at: '2026-02-05T00:00:00Z',
        order: { ...order('filled', 'o-4'), source_currency_id: 'AUD' },
      }),
      // An order to sell for cash, placed and then cancelled: a sale at each step.
      tx({
        transaction_class: 'conversion',
        type: 'debit',
        currency_id: 'SOL',
        amount: '2',
        created_at: '2026-02-06T00:00:00Z',
        order: { ...order('placed', 'o-5'), source_currency_id: 'SOL', target_currency_id: 'AUD' },
      }),
      tx({
        transaction_class: 'conversion',
        type: 'credit',
        currency_id: 'SOL',
        amount: '2',
        created_at: '2026-02-07T00:00:00Z',
        order: { ...order('returned', 'o-5'), source_currency_id: 'SOL', target_currency_id: 'AUD' },
      }),
    ]);
    expect(rows.map((r) => [r.order?.id, r.order?.step, r.type, r.sign, r.amount])).toEqual([
      ['o-5', 'returned', 'Sell', '+', '2'],
      ['o-5', 'placed', 'Sell', '-', '2'],
      ['o-4', 'filled', 'Buy', '+', '0.7'],
      ['o-3', 'returned', 'Buy', '+', '10.00'],
      ['o-2', 'filled', 'Sell', '+', '90.00'],
      ['o-1', 'filled', 'Swap', '+', '1030'],
      ['o-1', 'placed', 'Swap', '-', '4'],
    ]);
    // A coin's screen lists the order rows of that coin.
    expect(
      buildDisplayList(
        rows.length
          ? [tx({ transaction_class: 'conversion', type: 'debit', currency_id: 'SOL', order: order('placed') })]
          : [],
        'BTC',
      ),
    ).toEqual([]);
  });
});
