/** Chooses the identity-verification provider: Sumsub when configured, else the local sandbox. */
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/index.js';
import type { KycProvider } from './port.js';
import { sandboxKyc } from './sandbox.js';
import type { KycSettings } from './settings.js';
import { sumsubKyc } from './sumsub.js';

export function createKycProvider(settings: KycSettings, db: Database, clock: Clock): KycProvider {
  if (settings.kind === 'sandbox') return sandboxKyc(db, clock);
  const { kind: _, ...sumsub } = settings;
  return sumsubKyc({ ...sumsub, nowSeconds: () => Math.floor(clock.now().getTime() / 1000) });
}
