import { describe, expect, it } from 'vitest';
import { DEV_TRANSPORT_KEY } from '../contract/envelope.js';
import { ConfigError, loadConfig, PRODUCTION_REQUIRED } from './config.js';

const key = Buffer.alloc(32, 1).toString('base64');
const production = Object.fromEntries(PRODUCTION_REQUIRED.map((k) => [k, 'x'])) as Record<string, string>;
Object.assign(production, {
  APP_MODE: 'production',
  TRANSPORT_KEY: key,
  JWT_SECRET: key,
  DATA_KEY: key,
  PUBLIC_URL: 'https://app.example.com',
  SMTP_URL: 'smtps://user:pass@mail.example.com',
});

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
  });

  it('production starts with every secret given', () => {
    expect(loadConfig(production).mode).toBe('production');
  });
});
