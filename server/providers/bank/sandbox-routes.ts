/**
 * The sandbox bank's page (APP_MODE=local with the sandbox bank):
 * - GET  /sandbox/bank               the page: send a transfer, see payments, end payouts;
 * - POST /sandbox/bank/transfer      a transfer into a customer's deposit details;
 * - POST /sandbox/bank/payout        pay, fail or bounce a waiting payout, or return a paid one;
 * - POST /sandbox/bank/next-payout   make the bank unavailable for, or refuse, the next payout asked.
 * Each outcome is told to the server as the real provider does it: a signed POST to the
 * notification endpoint. The page then shows what the server answered.
 */
import type { Context, Hono } from 'hono';
import { isPlainText, PLAIN_TEXT_MESSAGES, plainTextProblem } from '../../../contract/validation/plain-text.js';
import type { Logger } from '../../log.js';
import { BANK_NOTIFICATION_PATH, type BankNotificationRequest, type BankProvider, centsOf } from './port.js';
import type { SandboxBank } from './sandbox.js';
import {
  BANK_PAGE_PATH,
  BANK_STYLE,
  BANK_STYLE_PATH,
  bankPage,
  type TransferErrors,
  type TransferInput,
} from './sandbox-page.js';

type Requester = { request: (path: string, init: RequestInit) => Response | Promise<Response> };

/** Sends the signed notification through the server's real endpoint; true when it was taken. */
async function notify(app: Requester, n: BankNotificationRequest): Promise<boolean> {
  const res = await app.request(BANK_NOTIFICATION_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-timestamp': n.timestamp ?? '', 'x-signature': n.signature ?? '' },
    body: n.rawBody,
  });
  return res.ok;
}

const NOTICES: Record<string, string> = {
  next: 'Noted for the next payout.',
  sent: 'Transfer sent. CoinVault was notified.',
  paid: 'Payout paid. CoinVault was notified.',
  failed: 'Payout failed. CoinVault was notified.',
  returned: 'Payout bounced. CoinVault was notified.',
  'returned-after-paid': 'Paid payout returned by the receiving bank. CoinVault was notified.',
  unknown: 'That payout is not waiting any more.',
  refused: 'CoinVault did not take the notification: see the server log.',
};

const HIDDEN_CHARS = 'Use visible characters only: no control, invisible or text-direction characters.';

/**
 * The transfer form's own checks; the server's rules (names, limits) answer for themselves. Text
 * no bank would carry (a NUL, half a surrogate pair, control or text-direction characters) is
 * refused here, under its field: it is the form's input, not a payment to tell the server of.
 */
function checkTransfer(v: TransferInput): TransferErrors {
  const e: TransferErrors = {};
  for (const k of Object.keys(v) as Array<keyof TransferInput>)
    if (plainTextProblem(v[k]) === 'hidden') e[k] = HIDDEN_CHARS;
  if (e.payerName) return e;
  if (!v.payerName.trim()) e.payerName = 'Enter the sending account holder’s name.';
  else if (!isPlainText(v.payerName)) e.payerName = PLAIN_TEXT_MESSAGES.formula;
  if (!e.payerAccount && !v.payerAccount.trim()) e.payerAccount = 'Enter the sending account.';
  if (!e.to && !v.to.trim()) e.to = 'Enter a PayID, BSB and account number, or IBAN.';
  const cents = centsOf(v.amount);
  if (!e.amount && (cents === null || cents <= 0n)) e.amount = 'Enter an amount above zero with at most two decimals.';
  return e;
}

interface BankSandboxDeps {
  log: Logger;
  providers: { bank: BankProvider };
}

export function registerBankSandbox(app: Hono, deps: BankSandboxDeps): void {
  if (deps.providers.bank.kind !== 'sandbox') return;
  const bank = deps.providers.bank as SandboxBank;

  const page = async (
    c: Context,
    model: Omit<Parameters<typeof bankPage>[0], 'payments' | 'nextPayout'>,
    status = 200,
  ) => {
    c.header('Cache-Control', 'no-store');
    return c.html(
      bankPage({ ...model, payments: await bank.recentPayments(), nextPayout: bank.nextPayoutFailure() }),
      status as 200,
    );
  };
  const deliver = async (n: BankNotificationRequest) => {
    try {
      return await notify(app, n);
    } catch (e) {
      deps.log.error('sandbox bank: notification failed', { error: e instanceof Error ? e.message : 'unknown' });
      return false;
    }
  };

  app.get(BANK_STYLE_PATH, (c) => {
    c.header('Content-Type', 'text/css; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    return c.body(BANK_STYLE);
  });

  app.get(BANK_PAGE_PATH, (c) =>
    page(c, { values: {}, errors: {}, notice: NOTICES[c.req.query('done') ?? ''] ?? null }),
  );

  app.post(`${BANK_PAGE_PATH}/transfer`, async (c) => {
    const form = await c.req.parseBody();
    const text = (k: string, max = 100) => (typeof form[k] === 'string' ? (form[k] as string).slice(0, max) : '');
    const values: TransferInput = {
      payerName: text('payerName'),
      payerAccount: text('payerAccount', 40),
      to: text('to'),
      reference: text('reference', 35),
      amount: text('amount', 15),
    };
    const errors = checkTransfer(values);
    if (Object.keys(errors).length > 0) return page(c, { values, errors, notice: null }, 422);
    const sent = await bank.sendTransfer({
      to: values.to,
      reference: values.reference,
      payerName: values.payerName.trim(),
      payerAccount: values.payerAccount.trim(),
      amountMinor: centsOf(values.amount)!,
    });
    if (!sent)
      return page(
        c,
        {
          values,
          errors: { to: 'No customer account has these details (for SEPA, check the reference too).' },
          notice: null,
        },
        422,
      );
    return c.redirect(`${BANK_PAGE_PATH}?done=${(await deliver(sent.notification)) ? 'sent' : 'refused'}`, 303);
  });

  app.post(`${BANK_PAGE_PATH}/next-payout`, async (c) => {
    const how = (await c.req.parseBody()).how;
    bank.failNextPayout(how === 'unavailable' || how === 'refused' ? how : null);
    return c.redirect(`${BANK_PAGE_PATH}?done=next`, 303);
  });

  app.post(`${BANK_PAGE_PATH}/payout`, async (c) => {
    const form = await c.req.parseBody();
    const id = typeof form.id === 'string' ? form.id.slice(0, 64) : '';
    const outcome = form.outcome;
    if (outcome === 'returned-after-paid') {
      const back = await bank.returnPaidPayout(id);
      if (!back) return c.redirect(`${BANK_PAGE_PATH}?done=unknown`, 303);
      return c.redirect(`${BANK_PAGE_PATH}?done=${(await deliver(back)) ? outcome : 'refused'}`, 303);
    }
    if (outcome !== 'paid' && outcome !== 'failed' && outcome !== 'returned')
      return c.redirect(`${BANK_PAGE_PATH}?done=unknown`, 303);
    const n = await bank.finishPayout(id, outcome);
    if (!n) return c.redirect(`${BANK_PAGE_PATH}?done=unknown`, 303);
    return c.redirect(`${BANK_PAGE_PATH}?done=${(await deliver(n)) ? outcome : 'refused'}`, 303);
  });
}
