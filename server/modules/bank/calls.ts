/** The bank calls: a customer's deposit details, cash balance and latest cash movements (decisions 240, 269, 436). */
import type { CashBalanceData, CashCurrency } from '../../../contract/bank.js';
import { CALLS } from '../../../contract/calls/index.js';
import { defineCall, requireUser } from '../../http/call.js';
import { decimalOfCents } from '../../providers/bank/index.js';
import { cashTrades, getUserCashBalances, userCashAccountIds } from '../ledger/index.js';
import { cashCurrencyFor, depositDetailsFor } from './details.js';
import { requestCashWithdrawal } from './withdrawals.js';

const DEPOSITS_SHOWN = 20;

export const getBankDepositDetails = defineCall(CALLS.getBankDepositDetails, {
  async handle(ctx) {
    return { data: await depositDetailsFor(ctx.deps, requireUser(ctx).id) };
  },
});

export const getCashBalance = defineCall(CALLS.getCashBalance, {
  async handle(ctx): Promise<{ data: CashBalanceData }> {
    const { deps } = ctx;
    const userId = requireUser(ctx).id;
    const currency = await cashCurrencyFor(deps, userId);
    const balances = await getUserCashBalances(deps.db, userId);
    const deposits = await deps.db
      .selectFrom('bank_deposits')
      .select(['id', 'amount', 'currency', 'state', 'payer_name', 'reason', 'received_at'])
      .where('user_id', '=', userId)
      .orderBy('received_at', 'desc')
      .limit(DEPOSITS_SHOWN)
      .execute();
    const withdrawals = await deps.db
      .selectFrom('bank_withdrawals as w')
      .leftJoin('bank_payees as p', 'p.id', 'w.payee_id')
      .select([
        'w.id',
        'w.amount',
        'w.currency',
        'w.state',
        'w.beneficiary',
        'w.created_at',
        'w.settled_at',
        'w.approval',
        'p.label',
      ])
      .where('w.user_id', '=', userId)
      .orderBy('w.created_at', 'desc')
      .limit(DEPOSITS_SHOWN)
      .execute();
    const cashAccount = (await userCashAccountIds(deps.db, userId)).get(currency);
    const trades = cashAccount === undefined ? [] : await cashTrades(deps.db, userId, cashAccount, DEPOSITS_SHOWN);
    return {
      data: {
        currency,
        balance: decimalOfCents(balances[currency]),
        deposits: deposits.map((d) => ({
          id: d.id,
          amount: decimalOfCents(BigInt(d.amount)),
          currency: d.currency as CashCurrency,
          state: d.state,
          payer_name: d.payer_name,
          reason: d.reason,
          received_at: new Date(d.received_at).toISOString(),
        })),
        withdrawals: withdrawals.map((w) => ({
          id: w.id,
          amount: decimalOfCents(BigInt(w.amount)),
          currency: w.currency as CashCurrency,
          state: w.state,
          review: w.approval,
          bank_account: w.label,
          beneficiary: w.beneficiary,
          created_at: new Date(w.created_at).toISOString(),
          settled_at: w.settled_at ? new Date(w.settled_at).toISOString() : null,
        })),
        trades: trades.map((t) => ({
          id: String(t.transferId),
          type: t.paid ? 'Buy' : 'Sell',
          amount: decimalOfCents(t.cents),
          currency: t.cashCurrency as CashCurrency,
          coin: t.coin,
          coin_amount: t.coinAmount,
          created_at: t.createdAt.toISOString(),
        })),
      },
    };
  },
});

export const createCashWithdrawal = defineCall(CALLS.createCashWithdrawal, {
  async handle(ctx, p) {
    const key = ctx.idempotencyKey;
    if (!key) throw new Error('the call table requires an Idempotency-Key here');
    const data = await requestCashWithdrawal(
      ctx.deps,
      requireUser(ctx).id,
      {
        amount: p.amount,
        payeeId: p.bank_account_id,
        proof: { otp: p.otp, passkey: p.passkey, emailCode: p.emailCode, password: p.password },
        ip: ctx.ip,
      },
      key,
    );
    return { data };
  },
});
