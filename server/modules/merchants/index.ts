/**
 * Merchants: the card gateway's merchant accounts (one per region, from MERCHANTS), the merchant
 * transaction recorded for every card purchase, crypto deposit and crypto withdrawal, and the
 * admin's listing of them. Other modules call recordMerchantTransaction (record.ts) inside the
 * database transaction that moves the money.
 */

import type { CallDef } from '../../http/call.js';
import { defineModule } from '../descriptor.js';
import { getMerchantList, getTransactionListing } from './calls.js';
import { loadMerchantConfig } from './config.js';
import { startMerchants } from './sync.js';

export { type MerchantTransactionInput, recordMerchantTransaction } from './record.js';

const merchantCalls: CallDef[] = [getMerchantList, getTransactionListing];

export const merchantsModule = defineModule({
  name: 'merchants',
  needs: ['db', 'config', 'clock', 'log'],
  settings: (env, mode) => ({ merchants: loadMerchantConfig(env, mode) }),
  calls: merchantCalls,
  jobs: (deps) => {
    startMerchants(deps);
    return undefined;
  },
});
