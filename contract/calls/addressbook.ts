/** The withdrawal address book and its allowlist-only switch (decision 134). */
import { pipe, transform } from 'valibot';
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
import { type PaymentRoute, routeById } from '../routes.js';
import { defineSpec } from './define.js';
import { noFields, payload, required, requiredString, text } from './fields.js';

/** Route ids are numbers; a form may send the digits as text. */
function routeIdOf(value: unknown): unknown {
  return typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value;
}

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
    address: pipe(
      requiredString(SAVED_ADDRESS_MAX, M.addressRequired),
      transform((v) => v.trim()),
    ),
    label: pipe(
      required(isValidAddressLabel, M.labelInvalid),
      transform((v) => v.trim()),
    ),
    /**
     * The network, as its route id (digits as text accepted); the route itself after the schema.
     * Last, so a form with a bad address too is answered about the address first, as before.
     */
    paymentRouteId: pipe(
      required((v): v is number | string => routeById(routeIdOf(v)) !== undefined, M.routeRequired),
      transform((v) => routeById(routeIdOf(v)) as PaymentRoute),
    ),
    password: text(),
    otp: text(),
  }),
});

/** The emailed link's token (public: the link may be opened in any browser). */
export const confirmAddress = defineSpec<ConfirmAddressData>()({
  path: '/users/confirm-address',
  access: 'public',
  payload: payload({ token: requiredString(CONFIRM_TOKEN_MAX, M.linkInvalid) }),
});

export const removeAddress = defineSpec<undefined>()({
  path: '/users/remove-address',
  access: 'user',
  payload: payload({ id: requiredString(ADDRESS_ID_MAX, M.notFound) }),
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
