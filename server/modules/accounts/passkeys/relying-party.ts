/** The WebAuthn relying party is the site customers reach: its host and origin come from PUBLIC_URL. */
import type { AppDeps } from '../../../deps.js';

export function relyingParty(deps: AppDeps): { rpID: string; origin: string } {
  const url = new URL(deps.config.publicUrl);
  return { rpID: url.hostname, origin: url.origin };
}
