/**
 * /admin/staff/create and /admin/staff/get-list (decision 234): admins only (the pipeline refuses
 * every other role with FORBIDDEN), each creation audited with who made whom and in which role.
 */
import { CALLS } from '../../../contract/calls/index.js';
import type { StaffMember } from '../../../contract/calls/staff.js';
import { isStaffRole } from '../../../contract/staff.js';
import { writeAudit } from '../../http/audit.js';
import { defineCall, requireUser } from '../../http/call.js';
import { ApiError, validationError } from '../../http/errors.js';
import { accountExists } from '../accounts/index.js';
import { createStaffAccount, staffProblems } from './accounts.js';

const createStaff = defineCall(CALLS.createStaff, {
  rules(p) {
    const problems = staffProblems(p);
    if (Object.keys(problems).length > 0) throw validationError(problems);
    return p;
  },
  async handle(ctx, p) {
    const { deps } = ctx;
    const admin = requireUser(ctx);
    if (await accountExists(deps.db, p.email))
      throw new ApiError('EMAIL_TAKEN', 'An account with this email already exists.', { field: 'email' });
    const now = deps.clock.now();
    const made = await createStaffAccount(deps, p, deps.config.defaultCountry, now);
    await writeAudit(deps.db, now, {
      actorId: admin.id,
      actorRole: admin.role,
      action: 'staff.create',
      outcome: 'allowed',
      ip: ctx.ip,
      requestId: ctx.requestId,
      subjectId: made.id,
      after: { email: p.email, role: p.role },
    });
    return {
      data: {
        id: made.id,
        email: p.email,
        firstName: p.firstName,
        lastName: p.lastName,
        role: p.role,
        secondFactor: true,
        otpauthUri: made.otpauthUri,
      },
    };
  },
});

const getStaffList = defineCall(CALLS.getStaffList, {
  async handle(ctx) {
    const rows = await ctx.deps.db
      .selectFrom('users')
      .leftJoin('passkeys', 'passkeys.user_id', 'users.id')
      .select(['users.id', 'users.email', 'users.first_name', 'users.last_name', 'users.role', 'users.totp_enabled'])
      .select((eb) => eb.fn.count<string>('passkeys.id').as('passkeys'))
      .where('users.role', 'in', ['support', 'compliance', 'admin'])
      .where('users.status', '=', 'active')
      .groupBy(['users.id', 'users.email', 'users.first_name', 'users.last_name', 'users.role', 'users.totp_enabled'])
      .orderBy('users.email')
      .execute();
    const data: StaffMember[] = rows.flatMap((r) =>
      isStaffRole(r.role)
        ? [
            {
              id: r.id,
              email: r.email,
              firstName: r.first_name,
              lastName: r.last_name,
              role: r.role,
              secondFactor: r.totp_enabled || Number(r.passkeys) > 0,
            },
          ]
        : [],
    );
    return { data };
  },
});

export const staffCalls = [createStaff, getStaffList];
