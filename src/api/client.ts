/** The app's transport instance, wired to the auth store and the session-ending flow. */

import type { PayloadOf } from '../../contract/calls/define.js';
import type { CallRoute } from '../../contract/calls/wire.js';
import { DEV_TRANSPORT_KEY } from '../../contract/envelope.js';
import { isUnreachableError, network } from '../offline/network.js';
import { callStarted, markReachable, markUnreachable } from '../offline/reachability.js';
import { auth, setFrozen, setTokens } from '../state/auth.js';
import { endSession } from '../state/session.js';
import { type CallOptions, createTransport } from './transport.js';

const transport = createTransport({
  baseURL: '',
  keyBase64: import.meta.env.VITE_TRANSPORT_KEY || DEV_TRANSPORT_KEY,
  tokens: {
    getToken: () => auth.token,
    getRefreshToken: () => auth.refreshToken,
    setTokens,
    endSession: () => endSession({ expired: true }),
    setFrozen,
  },
  // The device's own offline state: the server may be fine, so only the device counts here.
  online: () => network.online,
});

/**
 * Every call tells the offline layer whether the server answered: a write that finds no server
 * switches the app to its offline state (writes disabled, with the reason) instead of leaving
 * the next press to fail the same way (decision 083). Whether the account is frozen comes with
 * every signed-in answer, refusals included, and the transport hands it to the auth store (decision 390).
 */
export const api = {
  async call<C extends CallRoute>(spec: C, payload: PayloadOf<C>, opts: CallOptions = {}) {
    const call = callStarted();
    try {
      const answer = await transport.call(spec, payload, opts);
      markReachable(call);
      return answer;
    } catch (e) {
      if (isUnreachableError(e)) markUnreachable(call);
      else if ((e as Error)?.name !== 'AbortError') markReachable(call);
      throw e;
    }
  },
};
