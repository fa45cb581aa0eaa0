/**
 * Card purchase limits from the environment (decision 101), read at start (config.ts):
 * - BUY_MAX_AMOUNT: the most one card purchase may charge, in the customer's market currency
 *   (default 10000);
 * - BUY_CHECKOUTS_PER_HOUR: card checkouts a customer may open per hour (default 10).
 */
import { BUY_MAX_AMOUNT_DEFAULT } from '../../../contract/payments.js';
import type { Env } from '../../lib/env.js';
import { intSetting } from '../../lib/settings.js';

interface PaymentSettings {
  /** Whole units of the market currency. */
  maxAmount: number;
  checkoutsPerHour: number;
}

export function parsePaymentSettings(env: Env): PaymentSettings {
  return {
    maxAmount: intSetting('BUY_MAX_AMOUNT', env.BUY_MAX_AMOUNT, Number(BUY_MAX_AMOUNT_DEFAULT), 1, 1_000_000),
    checkoutsPerHour: intSetting('BUY_CHECKOUTS_PER_HOUR', env.BUY_CHECKOUTS_PER_HOUR, 10, 1, 1_000),
  };
}

declare module '../../lib/sections.js' {
  interface OwnSettings {
    payments: PaymentSettings;
  }
}
