/**
 * Sanctions screening (decision 250): whether an address is on a sanctions list, asked before
 * anything moves to or is credited from it. Two implementations: a client of a screening service
 * (chainalysis.ts, SCREENING_URL and SCREENING_API_KEY) and, in local mode only, the local list
 * of OFAC SDN addresses (local-list.ts). A service that cannot answer throws: nothing moves on a
 * guess.
 */
import type { ChainId } from '../../../contract/routes.js';

export interface ScreeningResult {
  hit: boolean;
  /** Which list or service said so, and what it named (kept with the compliance case). */
  source: string;
  names: string[];
}

export interface ScreeningProvider {
  readonly kind: 'service' | 'local';
  screen(chain: ChainId, address: string): Promise<ScreeningResult>;
}

export class ScreeningUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScreeningUnavailable';
  }
}
