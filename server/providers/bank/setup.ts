/** The bank provider the settings chose: Airwallex, or the local sandbox bank. */
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/index.js';
import { airwallex } from './airwallex.js';
import type { BankProvider } from './port.js';
import { sandboxBank } from './sandbox.js';
import type { BankSettings } from './settings.js';

export function createBankProvider(settings: BankSettings, db: Database, clock: Clock): BankProvider {
  if (settings.kind === 'airwallex') return airwallex(settings);
  return sandboxBank(db, clock);
}
