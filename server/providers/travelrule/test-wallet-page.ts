/**
 * "Sign with this test wallet" (local mode only, registered with the sandbox pages): two
 * well-known test keys, a Bitcoin one (BIP-322) and an Ethereum one (EIP-191 personal_sign), sign
 * the message a customer pastes, so the ownership proof of a self-hosted address can be tried
 * without a wallet. The keys are public test keys: never send real coins to their addresses.
 * Static HTML and a form post (the app's CSP allows no inline script and the page needs none).
 */
import { Signer } from 'bip322-js';
import type { Hono } from 'hono';
import { privateKeyToAccount } from 'viem/accounts';
import { escapeHtml } from '../../lib/escape-html.js';

export const TEST_WALLET_PATH = '/sandbox/travel-rule/sign';

/** The private key 1, as WIF, and its P2WPKH address. */
const BTC_WIF = 'KwDiBf89QgGbjEhKnhXJuH7LrciVrZi3qYjgd9M7rFU73sVHnoWn';
export const TEST_BTC_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
/** The first Hardhat/Anvil test account. */
const EVM_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
export const TEST_EVM_ADDRESS = privateKeyToAccount(EVM_KEY).address;

/** A challenge is a few lines; anything longer is not signed. */
const MESSAGE_MAX = 2000;

async function sign(wallet: string, message: string): Promise<string | null> {
  if (wallet === 'btc') return Signer.sign(BTC_WIF, TEST_BTC_ADDRESS, message) as string;
  if (wallet === 'evm') return privateKeyToAccount(EVM_KEY).signMessage({ message });
  return null;
}

function page(result: { wallet: string; message: string; signature: string } | { error: string } | null): string {
  const out =
    result === null
      ? ''
      : 'error' in result
        ? `<p role="alert">${escapeHtml(result.error)}</p>`
        : `<h2>Signature</h2>
  <p>Copy it into the "Signature" field of the withdraw screen.</p>
  <textarea id="signature" readonly rows="4" cols="70">${escapeHtml(result.signature)}</textarea>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign with a test wallet</title>
</head>
<body>
<main>
  <p>Sandbox · test keys only · never send real coins to these addresses</p>
  <h1>Sign with a test wallet</h1>
  <p>To withdraw to your own self-hosted wallet above the threshold, CoinVault asks you to sign a
  message with that wallet. These two test wallets stand in for yours:</p>
  <ul>
    <li>Bitcoin (BIP-322): <code>${TEST_BTC_ADDRESS}</code></li>
    <li>Ethereum and Avalanche (EIP-191): <code>${TEST_EVM_ADDRESS}</code></li>
  </ul>
  <p>Withdraw to one of these addresses, answer "My own wallet" and "A wallet I control", copy the
  message the withdraw screen shows, paste it here, and sign.</p>
  <form method="post" action="${TEST_WALLET_PATH}">
    <p><label for="wallet">Test wallet</label><br>
    <select id="wallet" name="wallet">
      <option value="btc">Bitcoin ${TEST_BTC_ADDRESS}</option>
      <option value="evm">Ethereum ${TEST_EVM_ADDRESS}</option>
    </select></p>
    <p><label for="message">Message to sign</label><br>
    <textarea id="message" name="message" rows="7" cols="70" maxlength="${MESSAGE_MAX}" required></textarea></p>
    <p><button type="submit">Sign</button></p>
  </form>
  ${out}
</main>
</body>
</html>`;
}

export function registerTestWallet(app: Hono): void {
  app.get(TEST_WALLET_PATH, (c) => {
    c.header('Cache-Control', 'no-store');
    return c.html(page(null));
  });
  app.post(TEST_WALLET_PATH, async (c) => {
    c.header('Cache-Control', 'no-store');
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      return c.html(page({ error: 'Send the form.' }), 400);
    }
    const wallet = typeof form.wallet === 'string' ? form.wallet : '';
    // Wallets sign the text as shown; a browser's form sends its line breaks as CRLF.
    const message = typeof form.message === 'string' ? form.message.replace(/\r\n/g, '\n') : '';
    if (!message.trim() || message.length > MESSAGE_MAX)
      return c.html(page({ error: `Paste a message of up to ${MESSAGE_MAX} characters.` }), 400);
    const signature = await sign(wallet, message);
    if (signature === null) return c.html(page({ error: 'Choose a test wallet.' }), 400);
    return c.html(page({ wallet, message, signature }));
  });
}
