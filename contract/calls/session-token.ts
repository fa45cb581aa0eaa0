/**
 * The session's refresh (decision 459): apart from the other account calls, as the API client
 * makes it for every call whose token has expired and so loads it on every screen; the other
 * account calls' checks (e-mail, names, passwords) are for the screens that ask for those
 * (decision 513).
 */
import { custom, optional, pipe, transform } from 'valibot';
import type { RefreshData } from '../accounts.js';
import { defineSpec } from './define.js';
import { payload } from './fields.js';

export const getNewToken = defineSpec<RefreshData>()({
  path: '/users/get-new-token',
  access: 'public',
  /** A token of another shape is no token: the call answers 401 as for an unknown one. */
  payload: payload({
    refreshToken: optional(
      pipe(
        custom<string | null>(() => true),
        transform((v): string | null => (typeof v === 'string' && v.length >= 16 && v.length <= 200 ? v : null)),
      ),
      null,
    ),
  }),
});
