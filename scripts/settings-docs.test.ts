/**
 * docs/settings.md names every setting the server reads: the start is run in local mode and in
 * production mode on an environment that records each name asked for, and a name the page does
 * not mention fails here.
 */
import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_REQUIRED } from '../server/config.js';
import { loadConfig } from '../server/load-config.js';

const SETTINGS_DOC = join(import.meta.dirname, '..', 'docs', 'settings.md');

/** Every name `loadConfig` asks the environment for, given `values`. */
function namesRead(values: Record<string, string>): Set<string> {
  const read = new Set<string>();
  const env = new Proxy(values, {
    get(target, name) {
      if (typeof name === 'string') read.add(name);
      return Reflect.get(target, name);
    },
    has(target, name) {
      if (typeof name === 'string') read.add(name);
      return Reflect.has(target, name);
    },
  });
  loadConfig(env);
  return read;
}

const key = Buffer.alloc(32, 1).toString('base64');
/** A production environment the start accepts: real providers configured, real keys. */
const production: Record<string, string> = {
  ...Object.fromEntries(PRODUCTION_REQUIRED.map((k) => [k, 'x'])),
  APP_MODE: 'production',
  TRANSPORT_KEY: key,
  JWT_SECRET: key,
  DATA_KEY: key,
  PUBLIC_URL: 'https://app.example.com',
  SMTP_URL: 'smtps://user:pass@mail.example.com',
  GATEWAY_PUBLIC_KEY: generateKeyPairSync('rsa', { modulusLength: 2048 })
    .publicKey.export({ type: 'spki', format: 'pem' })
    .toString(),
  CHAIN_SERVICE_URL: 'https://custody.example.com',
  CHAIN_SERVICE_TOKEN: 'token',
  PRICES_URL: 'https://prices.example.com/ticker',
  MERCHANTS: JSON.stringify([
    { merchant_id: 'shop-au', first_name: 'Shop', last_name: 'AU', region: 'AU' },
    { merchant_id: 'shop-eu', first_name: 'Shop', last_name: 'EU', region: 'EU' },
  ]),
  VAPID_PUBLIC_KEY: Buffer.alloc(65, 4).toString('base64url'),
  VAPID_PRIVATE_KEY: Buffer.alloc(32, 2).toString('base64url'),
};

describe('docs/settings.md', () => {
  const doc = readFileSync(SETTINGS_DOC, 'utf8');

  it('names every setting the server reads, in local and in production mode', () => {
    const names = new Set([...namesRead({ APP_MODE: 'local' }), ...namesRead(production)]);
    const undocumented = [...names].filter((name) => !doc.includes(`\`${name}\``)).sort();
    expect(undocumented, 'settings missing from docs/settings.md').toEqual([]);
  });

  it('records the names asked for, also of settings left unset', () => {
    expect(namesRead({ APP_MODE: 'local' })).toContain('SUPPORT_HOURS');
  });
});
