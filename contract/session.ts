/** The signed-in user as the browser keeps it: the user of the login answer (spec section 3). */
export type { UserView as SessionUser } from './accounts.js';
