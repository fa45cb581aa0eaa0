/**
 * Staff members as a decider weighs them (decision 359): name, role, when made staff and when
 * they took their role. Shown beside every four-eyes request, so that an officer made or promoted
 * the day before by the one who asks is seen as such.
 */
import type { StaffFace } from '../../../contract/calls/staff.js';
import { isStaffRole } from '../../../contract/staff.js';
import type { Database } from '../../db/index.js';

export async function staffFaces(db: Database, ids: readonly (string | null)[]): Promise<Map<string, StaffFace>> {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'role', 'created_at', 'role_since'])
    .where('id', 'in', wanted)
    .execute();
  return new Map(
    rows.flatMap((r) =>
      isStaffRole(r.role)
        ? [
            [
              r.id,
              {
                id: r.id,
                name: `${r.first_name} ${r.last_name}`.trim(),
                email: r.email,
                role: r.role,
                staffSince: new Date(r.created_at).toISOString(),
                roleSince: new Date(r.role_since ?? r.created_at).toISOString(),
              },
            ] as const,
          ]
        : [],
    ),
  );
}
