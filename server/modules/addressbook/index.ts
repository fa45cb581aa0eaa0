/**
 * The withdrawal address book (decision 134): saved addresses confirmed by email and usable after
 * a hold, and the allowlist-only switch. The wallet asks assertAddressAllowed before a withdrawal.
 */
import type { CallDef } from '../../http/call.js';
import { addAddress, confirmAddress, getAddressBook, removeAddress, setAllowlistOnly } from './calls.js';

export { assertAddressAllowed } from './entries.js';
export { type AddressBookSettings, parseAddressBookSettings } from './settings.js';

export const addressBookCalls: CallDef[] = [
  getAddressBook,
  addAddress,
  confirmAddress,
  removeAddress,
  setAllowlistOnly,
];
