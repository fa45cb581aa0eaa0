/** A production environment the start accepts: real providers configured, real keys. */
import { generateKeyPairSync } from 'node:crypto';
import { PRODUCTION_REQUIRED } from '../config.js';

/** A 32-byte key, base64, for the settings that hold one. */
const key = Buffer.alloc(32, 1).toString('base64');

export const productionEnv: Readonly<Record<string, string>> = {
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
  BANK_CLIENT_ID: 'bank-client',
  BANK_API_KEY: 'bank-api-key',
  BANK_WEBHOOK_SECRET: 'bank-webhook-secret-0123456789',
  CHAIN_SERVICE_URL: 'https://custody.example.com',
  CHAIN_SERVICE_TOKEN: 'token',
  PRICES_URL: 'https://prices.example.com/ticker',
  SCREENING_API_KEY: 'screening-key',
  MERCHANTS: JSON.stringify([
    { merchant_id: 'shop-au', first_name: 'Shop', last_name: 'AU', region: 'AU' },
    { merchant_id: 'shop-eu', first_name: 'Shop', last_name: 'EU', region: 'EU' },
  ]),
  VAPID_PUBLIC_KEY: Buffer.alloc(65, 4).toString('base64url'),
  VAPID_PRIVATE_KEY: Buffer.alloc(32, 2).toString('base64url'),
};
