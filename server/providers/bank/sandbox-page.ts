/**
 * The sandbox bank's page: HTML rendered on the server with its styles served from their own
 * route (the app's CSP allows no inline script or style). Plain forms: it needs no script.
 */
import { escapeHtml as esc } from '../../lib/escape-html.js';
import { sandboxHead } from '../sandbox-head.js';
import { decimalOfCents } from './port.js';
import type { SandboxPaymentRow } from './sandbox.js';

export const BANK_PAGE_PATH = '/sandbox/bank';
export const BANK_STYLE_PATH = '/sandbox/bank/page.css';

export interface TransferInput {
  payerName: string;
  payerAccount: string;
  to: string;
  reference: string;
  amount: string;
}

export type TransferErrors = Partial<Record<keyof TransferInput, string>>;

interface BankPageModel {
  values: Partial<TransferInput>;
  errors: TransferErrors;
  notice: string | null;
  payments: SandboxPaymentRow[];
  /** What the next payout CoinVault asks for will meet (decision 290). */
  nextPayout: 'unavailable' | 'refused' | null;
}

const NEXT_PAYOUT: Record<'normal' | 'unavailable' | 'refused', string> = {
  normal: 'The next payout is taken as usual.',
  unavailable:
    'The bank will be unavailable for the next payout: CoinVault keeps the amount held and asks again shortly.',
  refused:
    'The bank will refuse the next payout: CoinVault returns the amount to the customer’s balance and emails them.',
};

const LABELS: Record<keyof TransferInput, { label: string; hint: string }> = {
  payerName: {
    label: 'From (account holder)',
    hint: 'The name the sending bank gives: it must match the customer’s verified name.',
  },
  payerAccount: { label: 'From account', hint: 'BSB and account number, e.g. 062000 12345678, or an IBAN.' },
  to: { label: 'Pay to', hint: 'The customer’s PayID, "BSB account-number", or virtual IBAN.' },
  reference: { label: 'Reference', hint: 'Required for SEPA: the reference shown with the IBAN.' },
  amount: { label: 'Amount', hint: 'Up to two decimals, e.g. 500.00.' },
};

function field(name: keyof TransferInput, m: BankPageModel, attrs = ''): string {
  const err = m.errors[name];
  const id = `f-${name}`;
  return `<div class="field">
  <label for="${id}">${esc(LABELS[name].label)}</label>
  <input id="${id}" name="${name}" value="${esc(m.values[name] ?? '')}" ${attrs} aria-describedby="${id}-hint ${id}-error"${err ? ' aria-invalid="true"' : ''}>
  <p id="${id}-hint" class="hint">${esc(LABELS[name].hint)}</p>
  <p id="${id}-error" class="error"${err ? '' : ' hidden'}>${err ? esc(err) : ''}</p>
</div>`;
}

/** What can still happen to a payout: a waiting one is paid, failed or bounced; a paid one can come back. */
function payoutActions(p: SandboxPaymentRow): string {
  if (p.direction !== 'out') return '';
  const buttons =
    p.status === 'submitted'
      ? `<button name="outcome" value="paid">Pay out</button>
  <button name="outcome" value="failed">Fail</button>
  <button name="outcome" value="returned">Bounce</button>`
      : p.status === 'paid'
        ? '<button name="outcome" value="returned-after-paid">Return after it was paid</button>'
        : '';
  if (!buttons) return '';
  return `<form method="post" action="${BANK_PAGE_PATH}/payout" class="actions">
  <input type="hidden" name="id" value="${esc(p.id)}">
  ${buttons}
</form>`;
}

function row(p: SandboxPaymentRow): string {
  const amount = `${esc(p.currency)} ${decimalOfCents(p.amountMinor)}`;
  const actions = payoutActions(p);
  return `<tr>
  <td data-label="Kind">${p.direction === 'in' ? 'Received' : 'Payout'}</td>
  <td data-label="Counterparty"><span>${esc(p.counterpartyName)}<br><span class="muted">${esc(p.counterpartyAccount)}</span></span></td>
  <td data-label="Reference">${esc(p.reference) || '—'}</td>
  <td data-label="Amount" class="num">${amount}</td>
  <td data-label="Status">${esc(p.status)}${actions}</td>
</tr>`;
}

export function bankPage(m: BankPageModel): string {
  return `${sandboxHead('Sandbox bank', `<link rel="stylesheet" href="${BANK_STYLE_PATH}">`)}
<main>
  <header>
    <p class="badge">Sandbox · no real money moves</p>
    <h1>Sandbox bank</h1>
    <p class="muted">Send a PayID or SEPA transfer to a customer's deposit details, and pay, fail or bounce the payouts CoinVault asks for (or return one already paid), or make the bank unavailable for the next one.</p>
  </header>
  ${m.notice ? `<p class="notice" role="status">${esc(m.notice)}</p>` : ''}
  <section aria-labelledby="send-title">
    <h2 id="send-title">Send a transfer</h2>
    <form method="post" action="${BANK_PAGE_PATH}/transfer" novalidate>
      ${field('payerName', m, 'autocomplete="off" required maxlength="100"')}
      ${field('payerAccount', m, 'autocomplete="off" required maxlength="40"')}
      ${field('to', m, 'autocomplete="off" required maxlength="100"')}
      ${field('reference', m, 'autocomplete="off" maxlength="35"')}
      ${field('amount', m, 'inputmode="decimal" autocomplete="off" required maxlength="15"')}
      <button type="submit">Send transfer</button>
    </form>
  </section>
  <section aria-labelledby="next-title">
    <h2 id="next-title">Next payout</h2>
    <p id="next-state">${esc(NEXT_PAYOUT[m.nextPayout ?? 'normal'])}</p>
    <form method="post" action="${BANK_PAGE_PATH}/next-payout" class="actions" aria-describedby="next-state">
      <button name="how" value="unavailable">Make the bank unavailable</button>
      <button name="how" value="refused">Make the bank refuse it</button>
      <button name="how" value="normal">Take it as usual</button>
    </form>
  </section>
  <section aria-labelledby="payments-title">
    <h2 id="payments-title">Payments</h2>
    ${
      m.payments.length === 0
        ? '<p class="muted">No payments yet.</p>'
        : `<div class="scroll"><table>
  <thead><tr><th scope="col">Kind</th><th scope="col">Counterparty</th><th scope="col">Reference</th><th scope="col">Amount</th><th scope="col">Status</th></tr></thead>
  <tbody>${m.payments.map(row).join('')}</tbody>
</table></div>`
    }
  </section>
</main>
</body>
</html>`;
}

export const BANK_STYLE = `
:root { color-scheme: light; font-family: system-ui, sans-serif; color: #14213d; background: #f5f7fb; }
body { margin: 0; }
main { max-width: 880px; margin: 0 auto; padding: 16px; }
h1 { margin: 4px 0; font-size: 1.6rem; }
h2 { font-size: 1.15rem; margin: 4px 0 12px; }
.badge { display: inline-block; background: #fff3cd; color: #5c4400; padding: 2px 8px; border-radius: 999px; font-size: .8rem; margin: 0; }
.muted, .hint { color: #4a5568; font-size: .9rem; }
.hint { margin: 2px 0 0; }
.notice { background: #e6f4ea; border: 1px solid #2f7d45; padding: 8px 12px; border-radius: 8px; }
section { background: #fff; border-radius: 12px; padding: 12px 16px; margin-top: 16px; box-shadow: 0 1px 2px rgba(0,0,0,.06); }
.field { margin-bottom: 12px; }
label { display: block; font-weight: 600; margin-bottom: 4px; }
input { box-sizing: border-box; width: 100%; max-width: 420px; padding: 10px; font-size: 1rem; border: 1px solid #8391a7; border-radius: 8px; }
input[aria-invalid="true"] { border-color: #b42318; }
.error { color: #b42318; margin: 4px 0 0; font-size: .9rem; }
button { min-height: 44px; padding: 8px 14px; font-size: 1rem; border-radius: 8px; border: 1px solid #1d4ed8; background: #1d4ed8; color: #fff; cursor: pointer; }
.actions { display: flex; flex-wrap: wrap; gap: 6px; margin-top: 6px; }
.actions button { background: #fff; color: #1d4ed8; min-height: 36px; font-size: .9rem; }
button:focus-visible, input:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
.scroll { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; font-size: .95rem; }
th, td { text-align: left; padding: 8px; border-bottom: 1px solid #e2e8f0; vertical-align: top; }
td.num { white-space: nowrap; }
/* Narrow screens: each payment is a card of labelled lines, its buttons in reach without scrolling. */
@media (max-width: 600px) {
  thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  table, tbody, tr, td { display: block; }
  tr { border-bottom: 1px solid #e2e8f0; padding: 8px 0; }
  td { border: 0; padding: 2px 0; display: grid; grid-template-columns: 8.5rem 1fr; gap: 8px; }
  td::before { content: attr(data-label); font-weight: 600; }
  .actions { grid-column: 1 / -1; }
}
`;
