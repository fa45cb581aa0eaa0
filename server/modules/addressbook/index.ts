/**
 * The withdrawal address book (decision 134): saved addresses confirmed by email and usable after
 * a hold, and the allowlist-only switch. The wallet asks assertAddressAllowed before a withdrawal.
 */

import type { CallDef } from '../../http/call.js';
import { defineModule } from '../descriptor.js';
import { addAddress, confirmAddress, getAddressBook, removeAddress, setAllowlistOnly } from './calls.js';
import { parseAddressBookSettings } from './settings.js';

export { assertAddressAllowed, savedEntryFor } from './entries.js';

const addressBookCalls: CallDef[] = [getAddressBook, addAddress, confirmAddress, removeAddress, setAllowlistOnly];

export const addressBookModule = defineModule({
  name: 'addressbook',
  needs: [],
  settings: (env) => ({ addressBook: parseAddressBookSettings(env) }),
  calls: addressBookCalls,
});
export {
  confirmLinkUrl,
  confirmSavedDestination,
  newConfirmLink,
  removeSavedDestination,
} from './confirm-link.js';
export { addressHoldMs } from './settings.js';
