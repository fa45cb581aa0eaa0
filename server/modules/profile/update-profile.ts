/** /users/update-profile: the editable address fields, checked for length and characters. */

import type { UserView } from '../../../contract/accounts.js';
import { CALLS } from '../../../contract/calls/index.js';
import {
  PROFILE_MESSAGES,
  type ProfileField,
  type UpdateProfilePayload,
  validateProfile,
} from '../../../contract/profile.js';
import { defineCall, requireUser } from '../../http/call.js';
import { validationError } from '../../http/errors.js';
import { findUserById, toUserView } from '../accounts/index.js';

const FIELDS: ProfileField[] = ['address', 'city', 'state', 'postal'];

export const updateProfile = defineCall(CALLS.updateProfile, {
  rules(o): Partial<UpdateProfilePayload> {
    const p: Partial<UpdateProfilePayload> = {};
    const errors: Record<string, string> = {};
    for (const f of FIELDS) {
      const v = o[f];
      if (v === undefined || v === null) continue;
      if (typeof v !== 'string') errors[f] = 'Must be text';
      else p[f] = v.trim().replace(/\s+/g, ' ');
    }
    Object.assign(errors, validateProfile({ address: '', city: '', state: '', postal: '', ...p }));
    if (Object.keys(errors).length > 0) throw validationError(errors);
    return p;
  },
  async handle(ctx, p): Promise<{ message: string; data: { user: UserView } }> {
    const user = requireUser(ctx);
    if (Object.keys(p).length > 0) await ctx.deps.db.updateTable('users').set(p).where('id', '=', user.id).execute();
    const row = await findUserById(ctx.deps.db, user.id);
    if (!row) throw new Error('signed-in user not found');
    return { message: PROFILE_MESSAGES.profileUpdated, data: { user: toUserView(row) } };
  },
});
