/**
 * The local sandbox chain (APP_MODE=local only): POST /sandbox/chain/deposit {address, amount,
 * txid?, senderAddress?} makes the chain "see" a deposit to one of our addresses, credited once by
 * the deposit watcher (or frozen for review when the sender is on the sanctions list), and answers
 * {txid}. The page at /sandbox/chain does the same with a form (no script),
 * lists recent deposits and lets a pending withdrawal be failed to try the refund path.
 */
import type { Context, Hono } from 'hono';
import { COINS } from '../../../contract/assets.js';
import { AmountError, fromUnits, isDecimalString, toUnits } from '../../../contract/money.js';
import { routeById } from '../../../contract/routes.js';
import { payloadBoundsErrors } from '../../../contract/validation/limits.js';
import type { Database } from '../../db/index.js';
import { escapeHtml } from '../../lib/escape-html.js';
import { plainSandboxStyle, sandboxHead } from '../sandbox-head.js';
import type { ChainProvider, ObservedDeposit } from './port.js';

/** Chains' own ids are hex or base58; test ids (the seed's 'demo-seed-deposit-0001') have - and _. */
const TXID = /^[0-9A-Za-z_-]{8,128}$/;

/** What the faucet needs from the wallet: whose address this is, and a running deposit watcher. */
export interface ChainSandboxWallet {
  ownerOfAddress(address: string): Promise<{ route_id: number } | undefined>;
  startDepositWatching(): unknown;
}

/** What the faucet reads: the deposits and the sandbox chain. */
export interface ChainSandboxDeps {
  db: Database;
  providers: { chain: ChainProvider };
}

type DepositResult =
  | { ok: true; txid: string }
  | { ok: false; status: 400 | 404; message: string; errors?: Record<string, string> };

const refused = (field: string, message: string): DepositResult => ({
  ok: false,
  status: 400,
  message,
  errors: { [field]: message },
});

/**
 * A deposit the sandbox chain sees, from the faucet's form or body; `travelRule` is what another
 * provider sent with it (the sandbox counterparty's page, decision 274).
 */
export async function sandboxDeposit(
  deps: ChainSandboxDeps,
  wallet: ChainSandboxWallet,
  body: unknown,
  travelRule?: ObservedDeposit['travelRule'],
): Promise<DepositResult> {
  const sandbox = deps.providers.chain.sandbox;
  if (!sandbox) return { ok: false, status: 404, message: 'The sandbox chain is not in use' };
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return refused('payload', 'Body must be an object: {address, amount, txid?, senderAddress?}');
  const bounds = payloadBoundsErrors(body);
  if (bounds) {
    const [field, message] = Object.entries(bounds)[0] ?? ['payload', 'is not acceptable'];
    return { ok: false, status: 400, message: `${field} ${message}`, errors: bounds };
  }
  const input = body as Record<string, unknown>;
  const address = typeof input.address === 'string' ? input.address.trim() : '';
  if (!address) return refused('address', 'address is required');
  const owner = await wallet.ownerOfAddress(address);
  if (!owner) return { ok: false, status: 404, message: 'Not a deposit address of this app' };
  const route = routeById(owner.route_id)!;
  const text = typeof input.amount === 'string' ? input.amount.trim() : input.amount;
  if (!isDecimalString(text)) return refused('amount', 'amount must be a plain decimal number, as text');
  let amount: bigint;
  try {
    amount = toUnits(text, COINS[route.currency].scale);
  } catch (e) {
    return refused('amount', e instanceof AmountError ? e.message : 'Invalid amount');
  }
  if (amount <= 0n) return refused('amount', 'Amount must be above 0');
  const given = typeof input.txid === 'string' ? input.txid.trim() : '';
  if (given && !TXID.test(given)) return refused('txid', 'txid must be 8 to 128 letters, digits, - or _');
  const txid = given || sandbox.newTxid(route.id);
  // The sender's address, optional: deposits from it are screened (decision 250).
  const from = typeof input.senderAddress === 'string' ? input.senderAddress.trim() : '';
  if (from.length > 128) return refused('senderAddress', 'senderAddress must be at most 128 characters');
  wallet.startDepositWatching();
  await sandbox.submitDeposit({
    routeId: route.id,
    address,
    txid,
    outputIndex: 0,
    amount,
    ...(from ? { from } : {}),
    ...(travelRule ? { travelRule } : {}),
  });
  return { ok: true, txid };
}

type Notice = { text: string; failed: boolean } | null;

async function page(deps: ChainSandboxDeps, c: Context, notice: Notice) {
  const e = escapeHtml;
  const deposits = await deps.db
    .selectFrom('deposits')
    .select(['txid', 'address', 'currency', 'amount', 'route_id', 'created_at'])
    .orderBy('id', 'desc')
    .limit(20)
    .execute();
  const pending = await deps.db
    .selectFrom('withdrawals')
    .select(['id', 'address', 'currency', 'amount', 'created_at'])
    .where('state', '=', 'pending')
    .orderBy('created_at', 'desc')
    .limit(20)
    .execute();
  const amountOf = (coin: string, units: string) => fromUnits(BigInt(units), COINS[coin as keyof typeof COINS].scale);
  const depositRows = deposits
    .map(
      (d) =>
        `<tr><td>${e(amountOf(d.currency, d.amount))} ${e(d.currency)}</td><td>${e(routeById(d.route_id)?.networkName ?? '')}</td><td><code>${e(d.address)}</code></td><td><code>${e(d.txid)}</code></td></tr>`,
    )
    .join('');
  const pendingRows = pending
    .map(
      (w) =>
        `<tr><td>${e(amountOf(w.currency, w.amount))} ${e(w.currency)}</td><td><code>${e(w.address)}</code></td><td><form method="post" action="/sandbox/chain/withdrawals/${e(w.id)}/fail"><button type="submit">Fail it</button></form></td></tr>`,
    )
    .join('');
  c.header('Cache-Control', 'no-store');
  const style = plainSandboxStyle(
    860,
    `form.deposit{display:grid;gap:8px;background:#fff;padding:16px;border-radius:12px}
label{font-size:14px;font-weight:600}label code{word-break:break-all}
table{width:100%;border-collapse:collapse;background:#fff;border-radius:12px;margin:8px 0 24px}
td,th{padding:8px;text-align:left;font-size:13px;border-bottom:1px solid #e5e7eb;word-break:break-all}
.notice.error{border:1px solid #fca5a5}`,
  );
  return c.html(`${sandboxHead('Sandbox chain', style)}
<h1>Sandbox chain</h1>
<p>Local mode only. Send a deposit to an address the app generated (Receive screen); the deposit watcher credits it once. Withdrawals are reported sent ${Math.round((deps.providers.chain.sandbox?.confirmDelayMs ?? 0) / 1000)} s after they are made.</p>
${
  notice
    ? `<p class="notice${notice.failed ? ' error' : ''}" role="${notice.failed ? 'alert' : 'status'}">${e(notice.text)}</p>`
    : ''
}
<form class="deposit" method="post" action="/sandbox/chain/deposit-form">
<label for="address">Deposit address</label><input id="address" name="address" required autocomplete="off">
<label for="amount">Amount (in the coin of the address's network)</label><input id="amount" name="amount" required inputmode="decimal" placeholder="0.05">
<label for="txid">Transaction id (optional: the same id is credited once)</label><input id="txid" name="txid" autocomplete="off">
<label for="senderAddress">Sender address (optional: one on the local sanctions list, such as <code>bc1qsxf77cvwcd6jv6j8d8j3uhh4g0xqw4meswmwuc</code> or <code>0x098B716B8Aaf21512996dC57EB0615e2383E2f96</code>, freezes the deposit for review; for a test deposit proving a Tron address, the customer's own Tron address, with the exact amount the app shows)</label><input id="senderAddress" name="senderAddress" autocomplete="off">
<button type="submit">Send deposit</button>
</form>
<h2>Recent deposits</h2>
<table><thead><tr><th>Amount</th><th>Network</th><th>Address</th><th>Transaction</th></tr></thead><tbody>${depositRows || '<tr><td colspan="4">None yet.</td></tr>'}</tbody></table>
<h2>Pending withdrawals</h2>
<table><thead><tr><th>Amount</th><th>To</th><th></th></tr></thead><tbody>${pendingRows || '<tr><td colspan="3">None.</td></tr>'}</tbody></table>
</body></html>`);
}

export function registerChainSandbox(app: Hono, deps: ChainSandboxDeps, wallet: ChainSandboxWallet): void {
  app.post('/sandbox/chain/deposit', async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return c.json({ status: 'error', message: 'Body must be JSON: {address, amount, txid?}' }, 400);
    }
    const result = await sandboxDeposit(deps, wallet, body);
    if (!result.ok) return c.json({ status: 'error', message: result.message, errors: result.errors }, result.status);
    return c.json({ txid: result.txid });
  });

  app.post('/sandbox/chain/deposit-form', async (c) => {
    const form = await c.req.parseBody();
    const result = await sandboxDeposit(deps, wallet, form);
    const query = result.ok
      ? `notice=${encodeURIComponent(`Deposit seen in transaction ${result.txid}`)}`
      : `error=${encodeURIComponent(result.message)}`;
    return c.redirect(`/sandbox/chain?${query}`, 303);
  });

  app.post('/sandbox/chain/withdrawals/:id/fail', async (c) => {
    deps.providers.chain.sandbox?.failWithdrawal(c.req.param('id'), 'failed on the sandbox chain');
    return c.redirect(
      `/sandbox/chain?notice=${encodeURIComponent('The withdrawal will be reported failed and returned.')}`,
      303,
    );
  });

  app.get('/sandbox/chain', (c) => {
    const error = c.req.query('error');
    const notice = c.req.query('notice');
    return page(deps, c, error ? { text: error, failed: true } : notice ? { text: notice, failed: false } : null);
  });
}
