/** /users/set-display-currency: the currency values are shown in (decision 118). */

import type { UserView } from '../../../contract/accounts.js';
import { CALLS } from '../../../contract/calls/index.js';
import { DISPLAY_CURRENCY_MESSAGES } from '../../../contract/display-currency.js';
import { defineCall, requireUser } from '../../http/call.js';
import { findUserById, toUserView } from '../accounts/index.js';

export const setDisplayCurrency = defineCall(CALLS.setDisplayCurrency, {
  async handle(ctx, p): Promise<{ message: string; data: { user: UserView } }> {
    const user = requireUser(ctx);
    await ctx.deps.db.updateTable('users').set({ display_currency: p.currency }).where('id', '=', user.id).execute();
    const row = await findUserById(ctx.deps.db, user.id);
    if (!row) throw new Error('signed-in user not found');
    return { message: DISPLAY_CURRENCY_MESSAGES.saved(p.currency), data: { user: toUserView(row) } };
  },
});
