/** The card gateway the settings chose: the beGateway-shaped hosted checkout, or the local sandbox. */
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/index.js';
import { beGateway } from './begateway.js';
import type { CardGateway } from './port.js';
import { sandboxGateway } from './sandbox.js';
import type { GatewaySettings } from './settings.js';

export function createCardGateway(settings: GatewaySettings, db: Database, clock: Clock): CardGateway {
  if (settings.kind === 'begateway') return beGateway(settings);
  return sandboxGateway(db, clock);
}
