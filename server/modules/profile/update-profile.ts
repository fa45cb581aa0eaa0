/** /users/update-profile: the editable address fields (checked for length and characters by the payload schema). */

import type { UserView } from '../../../contract/accounts.js';
import { CALLS } from '../../../contract/calls/index.js';
import { PROFILE_MESSAGES, type UpdateProfilePayload } from '../../../contract/profile.js';
import { defineCall, requireUser } from '../../http/call.js';
import { findUserById, toUserView } from '../accounts/index.js';

export const updateProfile = defineCall(CALLS.updateProfile, {
  // A field sent as null is left as it is, like an absent one.
  rules: (o): Partial<UpdateProfilePayload> =>
    Object.fromEntries(Object.entries(o).filter(([, v]) => typeof v === 'string')),
  async handle(ctx, p): Promise<{ message: string; data: { user: UserView } }> {
    const user = requireUser(ctx);
    if (Object.keys(p).length > 0) await ctx.deps.db.updateTable('users').set(p).where('id', '=', user.id).execute();
    const row = await findUserById(ctx.deps.db, user.id);
    if (!row) throw new Error('signed-in user not found');
    return { message: PROFILE_MESSAGES.profileUpdated, data: { user: toUserView(row) } };
  },
});
