/** What the bank module's routes and calls use of the dependencies. */
import type { AppDeps } from '../../deps.js';

export const BANK_NEEDS = ['config', 'db', 'clock', 'log', 'providers'] as const;
export type BankDeps = Pick<AppDeps, (typeof BANK_NEEDS)[number]>;
