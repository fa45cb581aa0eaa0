/** Test factories: users with sessions created straight in the database, with overrides. */
import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { Role } from '../../contract/staff.js';
import type { AppDeps } from '../deps.js';
import { sealTotpSecret, signAccessToken } from '../modules/accounts/index.js';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  sessionId: string;
  token: string;
}

export interface UserOverrides {
  email?: string;
  password?: string;
  role?: Role;
  currency?: 'USD' | 'EUR' | 'AUD';
  country?: string;
  kycStatus?: string;
  /** Base32 TOTP secret: the user has 2FA on with it. */
  totpSecret?: string;
  firstName?: string;
  lastName?: string;
  address?: string;
  city?: string;
  state?: string;
  postal?: string;
}

let counter = 0;

/**
 * One argon2 hash per password per process, shared by the users made with it: each hash takes the
 * production cost (about 17 ms, more under load) and a run makes thousands of users, nearly all
 * with the default password. The stored hash is still a real one of the production parameters,
 * so signing in checks it as it checks any customer's.
 */
const hashes = new Map<string, Promise<string>>();
function passwordHash(password: string): Promise<string> {
  let h = hashes.get(password);
  if (!h) {
    h = hash(password);
    hashes.set(password, h);
  }
  return h;
}

export async function createUser(deps: AppDeps, o: UserOverrides = {}): Promise<TestUser> {
  counter += 1;
  const id = randomUUID();
  const email = o.email ?? `user${counter}.${id.slice(0, 8)}@example.com`;
  const password = o.password ?? 'Correct-Horse-9';
  const now = deps.clock.now();
  await deps.db
    .insertInto('users')
    .values({
      id,
      email,
      email_normalized: email.toLowerCase(),
      password_hash: await passwordHash(password),
      first_name: o.firstName ?? 'Test',
      last_name: o.lastName ?? 'Customer',
      dob: '1990-05-17',
      address: o.address ?? '',
      city: o.city ?? '',
      state: o.state ?? '',
      postal: o.postal ?? '',
      country_code: o.country ?? (o.currency === 'EUR' ? 'LT' : o.currency === 'USD' ? 'US' : 'AU'),
      currency_code: o.currency ?? 'AUD',
      role: o.role ?? 'user',
      kyc_status: o.kycStatus ?? 'not_started',
      totp_enabled: Boolean(o.totpSecret),
      totp_secret_enc: o.totpSecret ? sealTotpSecret(deps, id, o.totpSecret) : null,
      created_at: now,
    })
    .execute();
  const sessionId = randomUUID();
  await deps.db
    .insertInto('sessions')
    .values({ id: sessionId, user_id: id, created_at: now, expires_at: new Date(now.getTime() + 30 * 86_400_000) })
    .execute();
  const token = await signAccessToken(deps, { id, role: o.role ?? 'user' }, sessionId);
  return { id, email, password, sessionId, token };
}

/** A fresh access token for an existing user and session (after the clock moved on). */
export async function tokenFor(deps: AppDeps, user: TestUser, role: Role = 'user'): Promise<string> {
  return signAccessToken(deps, { id: user.id, role }, user.sessionId);
}

/**
 * A confirmed Australian bank account (BSB 062-000, account 12345678, "Everyday", held by Alex
 * Morgan) saved by `userId` and usable now; answers its id.
 */
export async function createBankPayee(
  deps: AppDeps,
  userId: string,
  o: { confirmTokenHash?: string } = {},
): Promise<string> {
  const id = randomUUID();
  const now = deps.clock.now();
  await deps.db
    .insertInto('bank_payees')
    .values({
      id,
      user_id: userId,
      currency: 'AUD',
      account_key: '062000:12345678',
      bsb: '062000',
      account_number: '12345678',
      iban: null,
      holder_name: 'Alex Morgan',
      label: 'Everyday',
      created_at: now,
      confirm_token_hash: o.confirmTokenHash ?? randomUUID(),
      confirm_expires_at: now,
      confirmed_at: now,
      usable_at: now,
    })
    .execute();
  return id;
}

/**
 * Client addresses `prefix.x.y`, a new one at each call: a test file takes a prefix of its own, so
 * the limits counted per address in one test never meet another's.
 */
export function clientAddresses(prefix: string): () => string {
  let n = 0;
  return () => {
    n += 1;
    return `${prefix}.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  };
}
