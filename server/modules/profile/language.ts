/** /users/set-language: the language of the app and of the customer's emails (decision 230). */
import type { UserView } from '../../../contract/accounts.js';
import { CALLS } from '../../../contract/calls/index.js';
import { LANGUAGE_MESSAGES } from '../../../contract/languages.js';
import { defineCall, requireUser } from '../../http/call.js';
import { findUserById, toUserView } from '../accounts/index.js';

export const setLanguage = defineCall(CALLS.setLanguage, {
  async handle(ctx, p): Promise<{ message: string; data: { user: UserView } }> {
    const user = requireUser(ctx);
    await ctx.deps.db.updateTable('users').set({ language: p.language }).where('id', '=', user.id).execute();
    const row = await findUserById(ctx.deps.db, user.id);
    if (!row) throw new Error('signed-in user not found');
    return { message: LANGUAGE_MESSAGES.saved, data: { user: toUserView(row) } };
  },
});
