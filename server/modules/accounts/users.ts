/** Reading users and shaping the user of the login answer. */

import type { Selectable } from 'kysely';
import type { UserView } from '../../../contract/accounts.js';
import { isLanguage } from '../../../contract/languages.js';
import type { Database } from '../../db/index.js';
import type { AccountTables } from './tables.js';

export type UserRow = Selectable<AccountTables['users']>;

/** Emails are unique without regard to case or surrounding spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function findActiveUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email_normalized', '=', normalizeEmail(email))
    .where('status', '=', 'active')
    .executeTakeFirst();
}

export function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function toUserView(u: UserRow): UserView {
  return {
    id: u.id,
    email: u.email,
    first_name: u.first_name,
    last_name: u.last_name,
    dob: u.dob,
    address: u.address,
    city: u.city,
    state: u.state,
    postal: u.postal,
    currency_code: u.currency_code,
    display_currency: u.display_currency ?? u.currency_code,
    country_code: u.country_code,
    ...(isLanguage(u.language) ? { language: u.language } : {}),
    role: u.role,
    is2FA: u.totp_enabled,
    phone: u.phone,
    time_zone: u.time_zone,
    frozen: u.frozen_at !== null,
  };
}
