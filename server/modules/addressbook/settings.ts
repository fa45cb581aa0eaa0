/**
 * The address book's one setting (decision 134), parsed at start with the others:
 * ADDRESS_HOLD_SECONDS, how long a confirmed address waits before withdrawals may go to it, and
 * how long a switch-off of allowlist-only waits (default 86400, 24 hours).
 */
import type { Config } from '../../config.js';
import type { Env } from '../../lib/env.js';
import { intSetting } from '../../lib/settings.js';

const DAY_SECONDS = 86_400;

interface AddressBookSettings {
  holdSeconds: number;
}

export function parseAddressBookSettings(env: Env): AddressBookSettings {
  return {
    holdSeconds: intSetting('ADDRESS_HOLD_SECONDS', env.ADDRESS_HOLD_SECONDS, DAY_SECONDS, 1, 30 * DAY_SECONDS),
  };
}

/** The hold, in milliseconds. */
export function addressHoldMs(config: Config): number {
  return config.addressBook.holdSeconds * 1000;
}

declare module '../../lib/sections.js' {
  interface OwnSettings {
    addressBook: AddressBookSettings;
  }
}
