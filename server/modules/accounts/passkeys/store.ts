/** Reading and showing stored passkeys. */
import type { AuthenticatorTransport } from '@simplewebauthn/server';
import type { Selectable } from 'kysely';
import type { PasskeyView } from '../../../../contract/passkeys.js';
import type { AccountTables } from '../tables.js';

type PasskeyRow = Selectable<AccountTables['passkeys']>;

const KNOWN_TRANSPORTS = new Set(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);

/** Transports are stored comma-separated; anything unknown is dropped. */
export function readTransports(stored: string): AuthenticatorTransport[] {
  return stored.split(',').filter((t): t is AuthenticatorTransport => KNOWN_TRANSPORTS.has(t));
}

export function writeTransports(transports: readonly string[] | undefined): string {
  return (transports ?? []).filter((t) => KNOWN_TRANSPORTS.has(t)).join(',');
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function toPasskeyView(p: PasskeyRow): PasskeyView {
  return { id: p.id, name: p.name, createdAt: new Date(p.created_at).toISOString(), lastUsedAt: iso(p.last_used_at) };
}
