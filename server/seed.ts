/**
 * Demo data for local mode, created once: one customer and one admin. Their addresses and
 * passwords are printed at every start (and written in the README) so anyone can sign in. The
 * customer's wallet holds demo coins credited through the ledger.
 */
import { whileHoldingStartupLock } from './db/startup-lock.js';
import type { AppDeps } from './deps.js';
import { accountExists, insertAccount } from './modules/accounts/index.js';
import { seedDemoWallet } from './modules/ledger/index.js';
import { seedDemoPriceHistory } from './modules/market/index.js';
import { seedDemoMerchantActivity } from './seed-activity.js';

export const DEMO_CUSTOMER = {
  email: 'demo@coinvault.example',
  password: 'Demo-Customer-1!',
};
export const DEMO_ADMIN = {
  email: 'admin@coinvault.example',
  password: 'Demo-Admin-1!',
};

/** Safe to run from any number of instances starting together on one database. */
export async function seedLocalData(deps: AppDeps): Promise<void> {
  await whileHoldingStartupLock(deps.db, deps.dbKind, () => seedOnce(deps));
  deps.log.info('demo accounts (local mode only)', {
    customer: `${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`,
    admin: `${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`,
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
  if (!(await accountExists(deps.db, DEMO_ADMIN.email))) {
    await insertAccount(
      deps.db,
      { ...DEMO_ADMIN, role: 'admin', firstName: 'Demo', lastName: 'Admin', country: deps.config.defaultCountry },
      now,
    );
  }

  // The ledger credits each coin once per customer (by reference), so this is safe at every start.
  await seedDemoWallet(deps, customerId);

  // Merchant activity for the admin's history: one deposit and one card purchase, made once
  // through the real deposit crediting and card payment code (server/seed-activity.ts).
  await seedDemoMerchantActivity(deps, customerId);

  // A month of simulated prices, so the asset chart has a past on a fresh installation.
  await seedDemoPriceHistory(deps);
}
