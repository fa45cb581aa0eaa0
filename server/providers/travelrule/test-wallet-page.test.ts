import { Verifier } from 'bip322-js';
import { Hono } from 'hono';
import { verifyMessage } from 'viem';
import { describe, expect, it } from 'vitest';
import { createTestEnv } from '../../test/harness.js';
import { productionEnv } from '../../test/production-env.js';
import { registerTravelRuleSandbox } from './sandbox-page.js';
import { TEST_BTC_ADDRESS, TEST_EVM_ADDRESS, TEST_WALLET_PATH } from './test-wallet-page.js';

const MESSAGE = 'CoinVault: I control this address.\nAddress: x\nNonce: 1';

function app() {
  const a = new Hono();
  registerTravelRuleSandbox(a);
  return a;
}

const post = (body: Record<string, string>) =>
  app().request(TEST_WALLET_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body).toString(),
  });

/** The signature the page shows, unescaped. */
async function signatureOf(res: Response): Promise<string> {
  const html = await res.text();
  const m = /<textarea id="signature" readonly[^>]*>([^<]*)<\/textarea>/.exec(html);
  return (m?.[1] ?? '').replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');
}

describe('the test wallet signer', () => {
  it('shows its two test addresses', async () => {
    const res = await app().request(TEST_WALLET_PATH);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(TEST_BTC_ADDRESS);
    expect(html).toContain(TEST_EVM_ADDRESS);
  });

  it('signs a pasted message by BIP-322 and by EIP-191, line breaks as the wallet reads them', async () => {
    const btc = await post({ wallet: 'btc', message: MESSAGE.replaceAll('\n', '\r\n') });
    expect(btc.status).toBe(200);
    expect(Verifier.verifySignature(TEST_BTC_ADDRESS, MESSAGE, await signatureOf(btc))).toBe(true);
    const evm = await post({ wallet: 'evm', message: MESSAGE });
    const signature = (await signatureOf(evm)) as `0x${string}`;
    expect(await verifyMessage({ address: TEST_EVM_ADDRESS, message: MESSAGE, signature })).toBe(true);
  });

  it('refuses an empty or huge message and an unknown wallet, escaping nothing back', async () => {
    expect((await post({ wallet: 'btc', message: '' })).status).toBe(400);
    expect((await post({ wallet: 'btc', message: 'x'.repeat(2001) })).status).toBe(400);
    const bad = await post({ wallet: '<script>', message: 'hi' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).not.toContain('<script>');
  });

  it('exists in local mode only', async () => {
    const local = await createTestEnv({});
    const prod = await createTestEnv({ env: { ...productionEnv } });
    try {
      expect((await local.app.request(TEST_WALLET_PATH)).status).toBe(200);
      expect((await prod.app.request(TEST_WALLET_PATH)).status).toBe(404);
      expect((await prod.app.request(TEST_WALLET_PATH, { method: 'POST' })).status).toBe(404);
    } finally {
      await local.close();
      await prod.close();
    }
  }, 120_000);
});
