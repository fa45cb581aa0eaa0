/** The app's transport instance, wired to the auth store and the session-ending flow. */
import { DEV_TRANSPORT_KEY } from '../../contract/envelope.js';
import { auth, setTokens } from '../state/auth.js';
import { endSession } from '../state/session.js';
import { createTransport } from './transport.js';

export const api = createTransport({
  baseURL: '',
  keyBase64: import.meta.env.VITE_TRANSPORT_KEY || DEV_TRANSPORT_KEY,
  tokens: {
    getToken: () => auth.token,
    getRefreshToken: () => auth.refreshToken,
    setTokens,
    endSession: () => endSession({ expired: true }),
  },
});
