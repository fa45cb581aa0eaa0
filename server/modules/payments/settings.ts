/**
 * Card purchase limits from the environment (decision 101), checked once per configuration:
 * - BUY_MAX_AMOUNT: the most one card purchase may charge, in the customer's market currency
 *   (default 10000);
 * - BUY_CHECKOUTS_PER_HOUR: card checkouts a customer may open per hour (default 10).
 */
import { BUY_MAX_AMOUNT_DEFAULT } from '../../../contract/payments.js';
import type { Config } from '../../config.js';
import { intSetting } from '../../lib/settings.js';

export interface PaymentSettings {
  /** Whole units of the market currency. */
  maxAmount: number;
  checkoutsPerHour: number;
}

export function parsePaymentSettings(env: Record<string, string | undefined>): PaymentSettings {
  return {
    maxAmount: intSetting('BUY_MAX_AMOUNT', env.BUY_MAX_AMOUNT, Number(BUY_MAX_AMOUNT_DEFAULT), 1, 1_000_000),
    checkoutsPerHour: intSetting('BUY_CHECKOUTS_PER_HOUR', env.BUY_CHECKOUTS_PER_HOUR, 10, 1, 1_000),
  };
}

const cache = new WeakMap<Config, PaymentSettings>();

export function paymentSettings(config: Config): PaymentSettings {
  let s = cache.get(config);
  if (!s) {
    s = parsePaymentSettings(config.env);
    cache.set(config, s);
  }
  return s;
}
