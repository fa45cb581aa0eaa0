/** The customer's address book for the withdraw form; null until loaded or when it cannot be. */
import type { AddressBookData } from '../../../contract/address-book.js';
import { getAddressBook } from '../../api/addressbook.js';
import { loadedData, useLoad } from '../../state/use-load.js';

export function useAddressBook(): AddressBookData | null {
  // Without the book the form works as before; the server still applies its rules.
  const [loaded] = useLoad(getAddressBook, []);
  return loadedData(loaded);
}
