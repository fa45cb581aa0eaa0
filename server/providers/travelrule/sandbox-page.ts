/**
 * The sandbox counterparty's page (local mode only): what it is and how to produce each outcome.
 * Static HTML, no script (the app's CSP allows no inline script and the page needs none).
 */
import type { Hono } from 'hono';
import { escapeHtml } from '../../lib/escape-html.js';
import type { ChainSandboxDeps, ChainSandboxWallet } from '../chain/index.js';
import { plainSandboxStyle, sandboxHead } from '../sandbox-head.js';
import { SANDBOX_LATER_MS, SANDBOX_LATER_NAME, SANDBOX_REFUSE_NAME, SANDBOX_SILENT_NAME } from './sandbox.js';
import { type CounterpartyInquiryHooks, registerCounterpartyDeposit } from './sandbox-deposit.js';
import { registerTestWallet, TEST_WALLET_PATH } from './test-wallet-page.js';

export const TRAVEL_RULE_SANDBOX_PATH = '/sandbox/travel-rule/';

const STYLE = plainSandboxStyle(
  860,
  `form{display:grid;gap:8px;background:#fff;padding:16px;border-radius:12px}
label{font-size:14px;font-weight:600}button{justify-self:start}`,
);

const PAGE = (notice: string) => `${sandboxHead('Sandbox counterparty provider', STYLE)}
<main>
  <p>Sandbox · no real provider is contacted</p>
  <h1>Sandbox counterparty provider</h1>
  <p>"CoinVault Sandbox Counterparty" stands in for another exchange in local mode. Withdrawals to it
  send the Travel Rule information (IVMS101) as to a real provider, and it answers by the
  beneficiary's name (its last word, in any letter case):</p>
  <ul>
    <li>last name <strong>${SANDBOX_REFUSE_NAME}</strong> (for example "Ana ${SANDBOX_REFUSE_NAME}"): the provider refuses the transfer; the withdrawal fails and the funds return;</li>
    <li>last name <strong>${SANDBOX_SILENT_NAME}</strong> (for example "Ana ${SANDBOX_SILENT_NAME}"): the provider never answers; the withdrawal fails when the answer time runs out and the funds return;</li>
    <li>last name <strong>${SANDBOX_LATER_NAME}</strong> (for example "Ana ${SANDBOX_LATER_NAME}"): the provider answers later: the withdrawal waits, and about ${SANDBOX_LATER_MS / 1000} seconds later the provider accepts it on CoinVault's signed callback address and the withdrawal goes to the chain;</li>
    <li>any other name: the provider accepts and the withdrawal goes to the chain.</li>
  </ul>
  <p>To send to it, answer "someone else's" and "at a provider", pick "CoinVault Sandbox Counterparty" from the list, and enter the name. For your own account there, the last name is yours.</p>
  <p>To prove a self-hosted address is yours, <a href="${TEST_WALLET_PATH}">sign with a test wallet</a>.</p>
  <h2>Send a deposit from the counterparty</h2>
  <p>The counterparty sends coins to a CoinVault deposit address (copy one from the Receive screen) as a
  provider on TRP does: first a transfer inquiry with its Travel Rule information to the inquiry address
  CoinVault gives it, which the wallet approves or refuses at once, then the coins, which the wallet
  matches to the inquiry by address and amount. It sends the coins even after a refusal, as a careless
  provider might. The beneficiary name decides what happens:</p>
  <ul>
    <li>the customer's verified name, in any order, case or accents ("GARCIA jose maria" for José María García): the deposit is credited;</li>
    <li>any other name: the deposit is held, uncredited, for compliance review, and the customer is told only that it is under review.</li>
  </ul>
  <p>A deposit with no Travel Rule information at all is sent from the <a href="/sandbox/chain">sandbox chain</a>'s page: it is credited, and the customer is asked who sent it before it can be withdrawn.</p>
  ${notice}
  <form method="post" action="/sandbox/travel-rule/deposit">
    <label for="address">Deposit address</label><input id="address" name="address" required autocomplete="off">
    <label for="amount">Amount (in the coin of the address's network)</label><input id="amount" name="amount" required inputmode="decimal" placeholder="0.05">
    <label for="beneficiaryName">Beneficiary name (the CoinVault customer, as the counterparty knows them)</label><input id="beneficiaryName" name="beneficiaryName" required maxlength="100" autocomplete="off">
    <label for="originatorName">Originator name (the counterparty's customer who sends it)</label><input id="originatorName" name="originatorName" required maxlength="100" autocomplete="off" value="Erika Mustermann">
    <label for="senderAddress">Sender address (optional)</label><input id="senderAddress" name="senderAddress" autocomplete="off">
    <button type="submit">Send deposit with Travel Rule information</button>
  </form>
</main>
</body>
</html>`;

function noticeHtml(error: string | undefined, notice: string | undefined): string {
  if (error) return `<p class="notice error" role="alert">${escapeHtml(error)}</p>`;
  if (notice) return `<p class="notice" role="status">${escapeHtml(notice)}</p>`;
  return '';
}

/** The page; with the chain's sandbox and the wallet's hooks, its deposit form too. */
export function registerTravelRuleSandbox(
  app: Hono,
  deps?: ChainSandboxDeps,
  hooks?: { wallet: ChainSandboxWallet; travelRule: CounterpartyInquiryHooks },
): void {
  registerTestWallet(app);
  app.get('/sandbox/travel-rule', (c) => c.redirect(TRAVEL_RULE_SANDBOX_PATH));
  app.get(TRAVEL_RULE_SANDBOX_PATH, (c) => {
    c.header('Cache-Control', 'no-store');
    return c.html(PAGE(noticeHtml(c.req.query('error'), c.req.query('notice'))));
  });
  if (deps && hooks) registerCounterpartyDeposit(app, deps, hooks.wallet, hooks.travelRule);
}
