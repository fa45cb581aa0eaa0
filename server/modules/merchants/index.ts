/**
 * Merchants: the card gateway's merchant accounts (one per region, from MERCHANTS), the merchant
 * transaction recorded for every card purchase, crypto deposit and crypto withdrawal, and the
 * admin's listing of them. Other modules call recordMerchantTransaction (record.ts) inside the
 * database transaction that moves the money.
 */
import type { CallDef } from '../../http/call.js';
import { getMerchantList, getTransactionListing } from './calls.js';

export { type MerchantTransactionInput, recordMerchantTransaction } from './record.js';
export { startMerchants } from './sync.js';

export const merchantCalls: CallDef[] = [getMerchantList, getTransactionListing];
export { loadMerchantConfig, type MerchantConfig } from './config.js';
