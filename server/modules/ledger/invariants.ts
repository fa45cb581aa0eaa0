/**
 * The money invariants (architecture, "Money and the ledger"). Each query returns the rows that
 * break one; an empty list means the ledger is sound. Tests run this after every step of random
 * operation sequences; an operator can run it against a live database at any time.
 */
import { sql } from 'kysely';
import type { Database } from '../../db/index.js';

/**
 * A withdrawal's hold, coins or cash, is settled once it leaves pending: posted when the money went
 * (`paid` states), voided when it failed, never both and never twice.
 */
function holdSettledOnce(table: 'withdrawals' | 'bank_withdrawals', kind: string, paid: string[]) {
  const post = `${kind}_post`;
  const voided = `${kind}_void`;
  return sql`select w.id, w.state, count(m.id) as settlements
        from ${sql.table(table)} w
        left join ledger_movements m
          on m.kind in (${post}, ${voided}) and m.details->>'withdrawal_id' = w.id
        group by w.id, w.state
        having count(m.id) <> (case when w.state = 'pending' then 0 else 1 end)
          or (w.state in (${sql.join(paid)})) <> bool_or(coalesce(m.kind = ${post}, false))
          or (w.state = 'failed') <> bool_or(coalesce(m.kind = ${voided}, false))`;
}

export async function findInvariantViolations(db: Database): Promise<string[]> {
  const problems: string[] = [];
  const check = async (name: string, query: ReturnType<typeof sql>) => {
    const { rows } = await query.execute(db);
    if (rows.length > 0) problems.push(`${name}: ${JSON.stringify(rows.slice(0, 5))}`);
  };

  await check(
    'a currency does not sum to zero over all accounts',
    sql`select currency, sum(balance)::text as total from ledger_accounts group by currency having sum(balance) <> 0`,
  );
  await check(
    'a cached balance differs from the sum of its entries',
    sql`select a.id, a.balance::text, coalesce(e.total, 0)::text as entries
        from ledger_accounts a
        left join (select account_id, sum(amount) as total from ledger_entries group by account_id) e
          on e.account_id = a.id
        where a.balance <> coalesce(e.total, 0)`,
  );
  await check(
    'a user balance is negative',
    sql`select id, balance::text from ledger_accounts where owner = 'user' and balance < 0`,
  );
  await check(
    'a deposit was credited other than exactly once',
    sql`select d.route_id, d.txid, d.output_index, count(t.id) as transfers, sum(t.amount)::text as credited, d.amount::text
        from deposits d
        left join ledger_transfers t on t.movement_id = d.movement_id
        group by d.id
        having count(t.id) <> 1 or sum(t.amount) <> d.amount
        union all
        select null, ref, null, count(*), null, null from ledger_movements where kind = 'deposit'
        and not exists (select 1 from deposits d where d.movement_id = ledger_movements.id) group by ref`,
  );
  await check(
    'a withdrawal hold was settled other than exactly once',
    holdSettledOnce('withdrawals', 'withdrawal', ['sent']),
  );
  await check(
    'withdrawals in flight do not match the pending holds',
    sql`select a.currency, a.balance::text, coalesce(p.total, 0)::text as pending
        from ledger_accounts a
        left join (select currency, sum(amount) as total from (
            select currency, amount from withdrawals where state = 'pending'
            union all select currency, amount from bank_withdrawals where state = 'pending') pending
          group by currency) p
          on p.currency = a.currency
        where a.owner = 'house' and a.house_kind = 'withdrawals_in_flight' and a.balance <> coalesce(p.total, 0)`,
  );
  await check(
    'a quote was used other than exactly once',
    sql`select m.id, m.ref, count(q.id) as quotes
        from ledger_movements m
        left join swap_quotes q on q.movement_id = m.id
        where m.kind = 'swap'
        group by m.id, m.ref
        having count(q.id) <> 1`,
  );
  await check(
    'a bank deposit was credited other than exactly once',
    sql`select d.provider_payment_id, d.state, count(t.id) as transfers, sum(t.amount)::text as credited, d.amount::text
        from bank_deposits d
        left join ledger_transfers t on t.movement_id = d.movement_id
        group by d.id
        having (d.state = 'credited' and (count(t.id) <> 1 or sum(t.amount) <> d.amount))
          or (d.state <> 'credited' and count(t.id) <> 0)
        union all
        select ref, null, count(*), null, null from ledger_movements where kind = 'bank_deposit'
        and not exists (select 1 from bank_deposits d where d.movement_id = ledger_movements.id) group by ref`,
  );
  await check(
    'a cash withdrawal returned after it was paid was credited back other than exactly once',
    sql`select w.id, w.state, count(m.id) as returns
        from bank_withdrawals w
        left join ledger_movements m on m.kind = 'bank_withdrawal_return' and m.details->>'withdrawal_id' = w.id
        group by w.id, w.state
        having count(m.id) <> (case when w.state = 'returned' then 1 else 0 end)`,
  );
  await check(
    'a cash withdrawal hold was settled other than exactly once',
    holdSettledOnce('bank_withdrawals', 'bank_withdrawal', ['sent', 'returned']),
  );
  await check(
    'the order holds do not match the open orders',
    sql`select a.currency, a.balance::text, coalesce(o.total, 0)::text as open_orders
        from ledger_accounts a
        left join (select source_currency, sum(source_amount) as total from orders where state = 'open'
          group by source_currency) o on o.source_currency = a.currency
        where a.owner = 'house' and a.house_kind = 'order_holds' and a.balance <> coalesce(o.total, 0)`,
  );
  await check(
    'an order was held or ended other than exactly once',
    sql`select o.id, o.state, count(m.id) filter (where m.kind = 'order_hold') as holds,
          count(m.id) filter (where m.kind in ('order_fill', 'order_release')) as endings
        from orders o
        left join ledger_movements m on m.details->>'order_id' = o.id::text
        group by o.id, o.state
        having count(m.id) filter (where m.kind = 'order_hold') <> 1
          or count(m.id) filter (where m.kind in ('order_fill', 'order_release')) <> (case when o.state = 'open' then 0 else 1 end)
          or (o.state = 'filled') <> coalesce(bool_or(m.kind = 'order_fill'), false)`,
  );
  return problems;
}
