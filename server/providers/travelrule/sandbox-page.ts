/**
 * The sandbox counterparty's page (local mode only): what it is and how to produce each outcome.
 * Static HTML, no script (the app's CSP allows no inline script and the page needs none).
 */
import type { Hono } from 'hono';
import { SANDBOX_REFUSE_NAME, SANDBOX_SILENT_NAME } from './sandbox.js';
import { registerTestWallet, TEST_WALLET_PATH } from './test-wallet-page.js';

export const TRAVEL_RULE_SANDBOX_PATH = '/sandbox/travel-rule/';

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox counterparty provider</title>
</head>
<body>
<main>
  <p>Sandbox · no real provider is contacted</p>
  <h1>Sandbox counterparty provider</h1>
  <p>"CoinVault Sandbox Counterparty" stands in for another exchange in local mode. Withdrawals to it
  send the Travel Rule information (IVMS101) as to a real provider, and it answers by the
  beneficiary's name (its last word, in any letter case):</p>
  <ul>
    <li>last name <strong>${SANDBOX_REFUSE_NAME}</strong> (for example "Ana ${SANDBOX_REFUSE_NAME}"): the provider refuses the transfer; the withdrawal fails and the funds return;</li>
    <li>last name <strong>${SANDBOX_SILENT_NAME}</strong> (for example "Ana ${SANDBOX_SILENT_NAME}"): the provider never answers; the withdrawal fails when the answer time runs out and the funds return;</li>
    <li>any other name: the provider accepts and the withdrawal goes to the chain.</li>
  </ul>
  <p>To send to it, answer "someone else's" and "at a provider", pick "CoinVault Sandbox Counterparty" from the list, and enter the name. For your own account there, the last name is yours.</p>
  <p>To prove a self-hosted address is yours, <a href="${TEST_WALLET_PATH}">sign with a test wallet</a>.</p>
</main>
</body>
</html>`;

export function registerTravelRuleSandbox(app: Hono): void {
  registerTestWallet(app);
  app.get('/sandbox/travel-rule', (c) => c.redirect(TRAVEL_RULE_SANDBOX_PATH));
  app.get(TRAVEL_RULE_SANDBOX_PATH, (c) => {
    c.header('Cache-Control', 'no-store');
    return c.html(PAGE);
  });
}
