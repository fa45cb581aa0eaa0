/** The withdrawal address book and its allowlist-only switch (decision 134). */
import { maxLength, minLength, pipe, string, transform } from 'valibot';
import {
  ADDRESS_ID_MAX,
  type AddAddressData,
  type AddressBookData,
  CONFIRM_TOKEN_MAX,
  type ConfirmAddressData,
  isValidAddressLabel,
  ADDRESS_BOOK_MESSAGES as M,
  SAVED_ADDRESS_MAX,
} from '../address-book.js';
import { defineSpec } from './define.js';
import { checkedByRule, noFields, payload, required, text } from './fields.js';

const isText = (v: unknown): v is string => typeof v === 'string';

/** Text of 1 to `max` characters; anything else is refused with `message`. */
const boundedText = (max: number, message: string) =>
  pipe(required(isText, message), string(), minLength(1, message), maxLength(max, message));

export const getAddressBook = defineSpec<AddressBookData>()({
  path: '/users/get-address-book',
  access: 'user',
  readOnly: true,
  payload: noFields,
});

/** Saves an address (pending until the emailed link is opened); password and 2FA as withdrawals. */
export const addAddress = defineSpec<AddAddressData>()({
  path: '/users/add-address',
  access: 'user',
  payload: payload({
    paymentRouteId: checkedByRule<number>(),
    address: pipe(
      boundedText(SAVED_ADDRESS_MAX, M.addressRequired),
      transform((v) => v.trim()),
    ),
    label: pipe(
      required(isValidAddressLabel, M.labelInvalid),
      transform((v) => v.trim()),
    ),
    password: text(),
    otp: text(),
  }),
});

/** The emailed link's token (public: the link may be opened in any browser). */
export const confirmAddress = defineSpec<ConfirmAddressData>()({
  path: '/users/confirm-address',
  access: 'public',
  payload: payload({ token: boundedText(CONFIRM_TOKEN_MAX, M.linkInvalid) }),
});

export const removeAddress = defineSpec<undefined>()({
  path: '/users/remove-address',
  access: 'user',
  payload: payload({ id: boundedText(ADDRESS_ID_MAX, M.notFound) }),
});

/** On at once; off only after the hold, and only with the password (and 2FA code). */
export const setAllowlistOnly = defineSpec<AddressBookData>()({
  path: '/users/set-allowlist-only',
  access: 'user',
  payload: payload({
    enabled: required((v): v is boolean => typeof v === 'boolean', 'must be true or false'),
    password: text(),
    otp: text(),
  }),
});
