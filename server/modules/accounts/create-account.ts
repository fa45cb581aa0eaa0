/** Inserting an account directly: the demo seed and the admin tool (sign-up goes through its call). */
import { randomUUID } from 'node:crypto';
import { marketCurrencyOf } from '../../../contract/market-currency.js';
import type { Role } from '../../../contract/staff.js';
import type { Database } from '../../db/index.js';
import { geoForCountry } from '../../providers/geo/index.js';
import { hashPassword } from './passwords.js';
import { normalizeEmail } from './users.js';

interface NewAccount {
  email: string;
  password: string;
  role: Role;
  firstName: string;
  lastName: string;
  /** Two-letter country; the market currency, time zone and EU flag follow from it. */
  country: string;
  dob?: string | null;
  address?: { address: string; city: string; state: string; postal: string };
}

export async function insertAccount(db: Database, a: NewAccount, now: Date): Promise<string> {
  const id = randomUUID();
  const geo = geoForCountry('', a.country);
  await db
    .insertInto('users')
    .values({
      id,
      email: a.email.trim(),
      email_normalized: normalizeEmail(a.email),
      password_hash: await hashPassword(a.password),
      first_name: a.firstName,
      last_name: a.lastName,
      dob: a.dob ?? null,
      ...(a.address ?? {}),
      country_code: geo.countryCode || a.country,
      currency_code: marketCurrencyOf(geo.currency),
      time_zone: geo.timezone,
      is_eu: geo.isEu,
      role: a.role,
      created_at: now,
    })
    .execute();
  return id;
}

export async function accountExists(db: Database, email: string): Promise<{ id: string; role: string } | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'role'])
    .where('email_normalized', '=', normalizeEmail(email))
    .executeTakeFirst();
}
