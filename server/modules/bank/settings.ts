/**
 * The bank deposits' settings, parsed at start with the others: BANK_DEPOSIT_MIN and
 * BANK_DEPOSIT_MAX, the smallest and largest single deposit credited, in the customer's cash
 * currency with at most two decimals (defaults 10.00 and 50000.00). A payment outside them is
 * returned to its sender. BSB_DIRECTORY_FILE: the BSB directory saved accounts are checked against.
 * BANK_PAYOUT_MAX_ATTEMPTS: how many times a cash payout is asked of a bank that cannot answer
 * before it is left, still held, for staff (default 10, decision 290).
 */
import { ConfigError } from '../../lib/config-error.js';
import type { Env } from '../../lib/env.js';
import { intSetting } from '../../lib/settings.js';
import { type BsbDirectory, readBsbDirectory } from './bsb.js';

interface BankSettings {
  depositMinCents: bigint;
  depositMaxCents: bigint;
  /** The BSBs that exist (BSB_DIRECTORY_FILE, else the shipped institution key and branches: decision 311). */
  bsbDirectory: BsbDirectory;
  payoutMaxAttempts: number;
  /** A released payout not at the bank this long after its release is stuck: staff see it (decision 348). */
  payoutDeadlineMs: number;
}

function centsSetting(name: string, value: string | undefined, fallback: bigint): bigint {
  if (value === undefined || value.trim() === '') return fallback;
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!m) throw new ConfigError(name, `must be an amount with at most two decimals, got "${value}"`);
  const cents = BigInt(m[1]!) * 100n + BigInt((m[2] ?? '').padEnd(2, '0'));
  if (cents <= 0n) throw new ConfigError(name, 'must be above zero');
  return cents;
}

export function parseBankSettings(env: Env): BankSettings {
  const depositMinCents = centsSetting('BANK_DEPOSIT_MIN', env.BANK_DEPOSIT_MIN, 1_000n);
  const depositMaxCents = centsSetting('BANK_DEPOSIT_MAX', env.BANK_DEPOSIT_MAX, 5_000_000n);
  if (depositMaxCents < depositMinCents)
    throw new ConfigError('BANK_DEPOSIT_MAX', 'must not be below BANK_DEPOSIT_MIN');
  return {
    depositMinCents,
    depositMaxCents,
    bsbDirectory: readBsbDirectory(env.BSB_DIRECTORY_FILE?.trim()),
    payoutMaxAttempts: intSetting('BANK_PAYOUT_MAX_ATTEMPTS', env.BANK_PAYOUT_MAX_ATTEMPTS?.trim(), 10, 1, 100),
    payoutDeadlineMs:
      intSetting('BANK_PAYOUT_DEADLINE_SECONDS', env.BANK_PAYOUT_DEADLINE_SECONDS?.trim(), 300, 60, 7 * 86_400) * 1000,
  };
}

declare module '../../lib/sections.js' {
  interface OwnSettings {
    bank: BankSettings;
  }
}
