import { describe, expect, it } from 'vitest';
import { DEV_TRANSPORT_KEY } from '../contract/envelope.js';
import { ConfigError } from './lib/config-error.js';
import { loadConfig } from './load-config.js';
import { productionEnv } from './test/production-env.js';

const key = Buffer.alloc(32, 1).toString('base64');
const production: Record<string, string> = { ...productionEnv };

function errorOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (e) {
    if (e instanceof ConfigError) return e;
    throw e;
  }
  throw new Error('expected a ConfigError');
}

describe('config', () => {
  it('defaults to local mode on port 8080 with ./data and the development key', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ mode: 'local', port: 8080, dataDir: './data', usesDevTransportKey: true });
    expect(c.publicUrl).toBe('http://localhost:8080');
  });

  it('listens on loopback only in local mode unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('names the setting of a bad value in one line', () => {
    expect(errorOf({ APP_MODE: 'staging' }).message).toBe('APP_MODE: must be "local" or "production", got "staging"');
    expect(errorOf({ PORT: '70000' }).setting).toBe('PORT');
    expect(errorOf({ PORT: 'abc' }).setting).toBe('PORT');
    expect(errorOf({ PORT: '0' }).setting).toBe('PORT');
    expect(errorOf({ TRANSPORT_KEY: Buffer.alloc(16).toString('base64') }).message).toMatch(
      /^TRANSPORT_KEY: .*32 bytes/,
    );
    expect(errorOf({ TRANSPORT_KEY: '%%%' }).setting).toBe('TRANSPORT_KEY');
    expect(errorOf({ JWT_SECRET: 'short' }).setting).toBe('JWT_SECRET');
    expect(errorOf({ DATABASE_URL: 'mysql://x' }).setting).toBe('DATABASE_URL');
    expect(errorOf({ TRUST_PROXY: 'maybe' }).setting).toBe('TRUST_PROXY');
    for (const e of [errorOf({ APP_MODE: 'x' }), errorOf({ PORT: '-1' })]) expect(e.message).not.toContain('\n');
  });

  it('production refuses the development transport key', () => {
    const e = errorOf({ ...production, TRANSPORT_KEY: DEV_TRANSPORT_KEY });
    expect(e.setting).toBe('TRANSPORT_KEY');
    expect(e.message).toMatch(/development key/);
  });

  it('production refuses missing secrets, naming them', () => {
    const { JWT_SECRET: _j, ...withoutJwt } = production;
    expect(errorOf(withoutJwt).setting).toBe('JWT_SECRET');
    const { MASTER_SEED: _m, ...withoutSeed } = production;
    expect(errorOf(withoutSeed).message).toMatch(/MASTER_SEED/);
    const { VAPID_PRIVATE_KEY: _v, ...withoutVapid } = production;
    expect(errorOf(withoutVapid).setting).toBe('VAPID_PRIVATE_KEY');
  });

  it('refuses a VAPID key that is not base64url of the right length', () => {
    expect(errorOf({ ...production, VAPID_PUBLIC_KEY: 'short' }).setting).toBe('VAPID_PUBLIC_KEY');
    expect(errorOf({ ...production, VAPID_PRIVATE_KEY: key }).setting).toBe('VAPID_PRIVATE_KEY');
  });

  it('production starts with every secret given', () => {
    expect(loadConfig(production).mode).toBe('production');
  });

  it("reads the providers' and the modules' settings at start, refusing a bad one by name", () => {
    const c = loadConfig({ SANDBOX_CHAIN_DELAY_MS: '0', MARKET_SPREAD_BPS: '30', WALLET_ROUTES_OFF: '9' });
    expect(c.providers).toMatchObject({
      chain: { kind: 'sandbox', confirmDelayMs: 0 },
      kyc: { kind: 'sandbox' },
      gateway: { kind: 'sandbox' },
      prices: { kind: 'simulated' },
    });
    expect(c.market.spreadBps).toBe(30);
    expect([...c.walletRoutesOff]).toEqual([9]);
    expect(c).not.toHaveProperty('env');
    const bad: Array<[Record<string, string>, string]> = [
      [{ SANDBOX_CHAIN_DELAY_MS: 'soon' }, 'SANDBOX_CHAIN_DELAY_MS'],
      [{ CHAIN_SERVICE_URL: 'https://c.example.com' }, 'CHAIN_SERVICE_TOKEN'],
      [{ MARKET_VOLATILITY_BPS: '-1' }, 'MARKET_VOLATILITY_BPS'],
      [{ MARKET_REFERENCE_PRICES: 'DOGE=1' }, 'MARKET_REFERENCE_PRICES'],
      [{ SUMSUB_APP_TOKEN: 't', SUMSUB_SECRET_KEY: 's', SUMSUB_BASE_URL: 'nowhere' }, 'SUMSUB_BASE_URL'],
      [{ GATEWAY_SHOP_ID: '1' }, 'GATEWAY_SECRET_KEY'],
      [{ BUY_MAX_AMOUNT: '0' }, 'BUY_MAX_AMOUNT'],
      [{ MARKET_INSTRUMENTS: 'BTC/BTC:1' }, 'MARKET_INSTRUMENTS'],
      [{ WALLET_ROUTES_OFF: '999' }, 'WALLET_ROUTES_OFF'],
      [{ MERCHANTS: '{' }, 'MERCHANTS'],
    ];
    for (const [env, setting] of bad) expect(errorOf(env).setting).toBe(setting);
  });

  it('production refuses the local stand-ins of the chain and the market', () => {
    const { CHAIN_SERVICE_URL: _c, ...withoutChain } = production;
    expect(errorOf(withoutChain).setting).toBe('CHAIN_SERVICE_URL');
    const { PRICES_URL: _p, ...withoutPrices } = production;
    expect(errorOf(withoutPrices).setting).toBe('PRICES_URL');
  });
});
