/** The customer's address book for the withdraw form; null until loaded or when it cannot be. */
import { useEffect, useState } from 'react';
import type { AddressBookData } from '../../../contract/address-book.js';
import { getAddressBook } from '../../api/addressbook.js';

export function useAddressBook(): AddressBookData | null {
  const [book, setBook] = useState<AddressBookData | null>(null);
  useEffect(() => {
    let live = true;
    getAddressBook()
      .then((b) => live && setBook(b))
      // Without the book the form works as before; the server still applies its rules.
      .catch(() => live && setBook(null));
    return () => {
      live = false;
    };
  }, []);
  return book;
}
