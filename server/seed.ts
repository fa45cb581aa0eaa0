/**
 * Demo data for local mode, created once: one customer, two admins (a grant of compliance or admin
 * waits for a second admin, decision 491), one support agent and one compliance officer. Their
 * addresses and passwords are printed at every start (and written in the README) so anyone can
 * sign in. The customer's wallet holds demo coins credited through the ledger.
 */
import { whileHoldingStartupLock } from './db/startup-lock.js';
import type { AppDeps } from './deps.js';
import { accountExists, insertAccount, sealTotpSecret } from './modules/accounts/index.js';
import { seedDemoWallet } from './modules/ledger/index.js';
import { seedDemoPriceHistory } from './modules/market/index.js';
import { seedDemoMerchantActivity } from './seed-activity.js';
import { seedDemoCases } from './seed-cases.js';

export const DEMO_CUSTOMER = {
  email: 'demo@coinvault.example',
  password: 'Demo-Customer-1!',
};
export const DEMO_ADMIN = {
  email: 'admin@coinvault.example',
  password: 'Demo-Admin-1!',
};
export const DEMO_SECOND_ADMIN = { email: 'admin2@coinvault.example', password: 'Demo-Admin-2!' };
export const DEMO_SUPPORT = { email: 'support@coinvault.example', password: 'Demo-Support-1!' };
export const DEMO_COMPLIANCE = { email: 'compliance@coinvault.example', password: 'Demo-Compliance-1!' };
/**
 * The demo staff's authenticator secret (local mode only, printed at start): staff sign in only
 * with 2FA (decision 234), so the demo staff have it on, with a secret anyone can add.
 */
export const DEMO_STAFF_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

const DEMO_STAFF = [
  { ...DEMO_ADMIN, role: 'admin', firstName: 'Demo', lastName: 'Admin' },
  { ...DEMO_SECOND_ADMIN, role: 'admin', firstName: 'Second', lastName: 'Admin' },
  { ...DEMO_SUPPORT, role: 'support', firstName: 'Demo', lastName: 'Support' },
  { ...DEMO_COMPLIANCE, role: 'compliance', firstName: 'Demo', lastName: 'Compliance' },
] as const;

/** Safe to run from any number of instances starting together on one database. */
export async function seedLocalData(deps: AppDeps): Promise<void> {
  await whileHoldingStartupLock(deps.db, deps.dbKind, () => seedOnce(deps));
  deps.log.info('demo accounts (local mode only)', {
    customer: `${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`,
    admin: `${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`,
    secondAdmin: `${DEMO_SECOND_ADMIN.email} / ${DEMO_SECOND_ADMIN.password}`,
    support: `${DEMO_SUPPORT.email} / ${DEMO_SUPPORT.password}`,
    compliance: `${DEMO_COMPLIANCE.email} / ${DEMO_COMPLIANCE.password}`,
    staffAuthenticatorSecret: DEMO_STAFF_TOTP_SECRET,
  });
}

async function seedOnce(deps: AppDeps): Promise<void> {
  const now = deps.clock.now();
  let customerId = (await accountExists(deps.db, DEMO_CUSTOMER.email))?.id;
  if (!customerId) {
    customerId = await insertAccount(
      deps.db,
      {
        ...DEMO_CUSTOMER,
        role: 'user',
        firstName: 'Demo',
        lastName: 'Customer',
        country: deps.config.defaultCountry,
        dob: '1990-01-01',
        address: { address: '1 Demo Street', city: 'Sydney', state: 'NSW', postal: '2000' },
      },
      now,
    );
  }
  for (const staff of DEMO_STAFF) {
    const id =
      (await accountExists(deps.db, staff.email))?.id ??
      (await insertAccount(deps.db, { ...staff, country: deps.config.defaultCountry }, now));
    // Also for a demo admin made before staff needed a second factor.
    await deps.db
      .updateTable('users')
      .set({ totp_enabled: true, totp_secret_enc: sealTotpSecret(deps, id, DEMO_STAFF_TOTP_SECRET) })
      .where('id', '=', id)
      .where('totp_enabled', '=', false)
      .execute();
  }

  // The ledger credits each coin once per customer (by reference), so this is safe at every start.
  await seedDemoWallet(deps, customerId);

  // Merchant activity for the admin's history: one deposit and one card purchase, made once
  // through the real deposit crediting and card payment code (server/seed-activity.ts).
  await seedDemoMerchantActivity(deps, customerId);

  // A few open compliance cases, so the queue is not empty on a fresh installation.
  await seedDemoCases(deps, customerId);

  // A month of simulated prices, so the asset chart has a past on a fresh installation.
  await seedDemoPriceHistory(deps);
}
