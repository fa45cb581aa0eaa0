/** The withdrawal address book (decision 134), typed by the call table. */
import type { AddressBookData } from '../../contract/address-book.js';
import * as calls from '../../contract/calls/addressbook.js';
import type { PayloadOf } from '../../contract/calls/define.js';
import { api } from './client.js';

export async function getAddressBook(): Promise<AddressBookData> {
  const r = await api.call(calls.getAddressBook, {});
  if (!r.data) throw new Error('no address book in the answer');
  return r.data;
}

export function addAddress(p: PayloadOf<typeof calls.addAddress>) {
  return api.call(calls.addAddress, p);
}

export function removeAddress(id: string) {
  return api.call(calls.removeAddress, { id });
}

export function confirmAddress(token: string) {
  return api.call(calls.confirmAddress, { token });
}

export function setAllowlistOnly(p: PayloadOf<typeof calls.setAllowlistOnly>) {
  return api.call(calls.setAllowlistOnly, p);
}
