/**
 * What pressing Sign In (or choosing a passkey) runs once the server has answered: the call and the
 * browser's session. None of it draws the page, so it is not on the first screen: it loads when
 * the visitor first focuses the form, beside the transport (src/api/lazy-client.ts).
 */
export { login } from '../../api/accounts.js';
export { startBrowserSession } from './session-start.js';
