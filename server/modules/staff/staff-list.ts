/**
 * The staff list an admin reads (decision 320): role, second factor, status and the start of the
 * newest session, never a secret. Disabled members are listed too, so they can be re-enabled.
 * Each says when they were made staff and took their role, and any grant waiting for a second
 * admin, with who asked (decision 359).
 */
import type { PendingRole, StaffMember } from '../../../contract/calls/staff.js';
import { isStaffRole, STAFF_ROLES } from '../../../contract/staff.js';
import type { Database } from '../../db/index.js';

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** Every staff member, by email; `id` narrows it to one. */
export async function listStaff(db: Database, id?: string): Promise<StaffMember[]> {
  let q = db
    .selectFrom('users')
    .select(['users.id', 'users.email', 'users.first_name', 'users.last_name', 'users.role', 'users.totp_enabled'])
    .select(['users.status', 'users.created_at', 'users.role_since'])
    .select((eb) => [
      eb
        .selectFrom('passkeys')
        .select((p) => p.fn.countAll<string>().as('n'))
        .whereRef('passkeys.user_id', '=', 'users.id')
        .as('passkeys'),
      eb
        .selectFrom('sessions')
        .select((s) => s.fn.max('sessions.created_at').as('at'))
        .whereRef('sessions.user_id', '=', 'users.id')
        .as('last_sign_in'),
    ])
    .where('users.role', 'in', [...STAFF_ROLES])
    .where('users.status', 'in', ['active', 'disabled']);
  if (id) q = q.where('users.id', '=', id);
  const rows = await q.orderBy('users.email').execute();
  const waiting = await pendingRoles(db, id);
  return rows.flatMap((r) => {
    if (!isStaffRole(r.role) || r.status === 'closed') return [];
    const passkeys = Number(r.passkeys ?? 0);
    return [
      {
        id: r.id,
        email: r.email,
        firstName: r.first_name,
        lastName: r.last_name,
        role: r.role,
        secondFactor: r.totp_enabled || passkeys > 0,
        totp: r.totp_enabled,
        passkeys,
        status: r.status,
        lastSignInAt: iso(r.last_sign_in as Date | string | null),
        staffSince: new Date(r.created_at).toISOString(),
        roleSince: new Date(r.role_since ?? r.created_at).toISOString(),
        pendingRole: waiting.get(r.id) ?? null,
      },
    ];
  });
}

/** The grants waiting for a second admin, by staff member. */
async function pendingRoles(db: Database, id?: string): Promise<Map<string, PendingRole>> {
  let q = db
    .selectFrom('staff_role_requests as r')
    .innerJoin('users as asker', 'asker.id', 'r.requested_by')
    .select(['r.id', 'r.staff_id', 'r.to_role', 'r.requested_by', 'r.requested_at', 'r.reason', 'asker.email'])
    .where('r.state', '=', 'pending');
  if (id) q = q.where('r.staff_id', '=', id);
  const rows = await q.execute();
  return new Map(
    rows.map((r) => [
      r.staff_id,
      {
        requestId: r.id,
        role: r.to_role,
        requestedBy: r.requested_by,
        requestedByEmail: r.email,
        requestedAt: new Date(r.requested_at).toISOString(),
        reason: r.reason,
      },
    ]),
  );
}
