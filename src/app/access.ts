/**
 * The route guard of the specification (section 2): who may open a route, and where everyone else
 * is sent. Apart from the header rules (nav-rules.ts) because the first screen needs only this.
 */

import type { Role } from '../../contract/staff.js';
import * as paths from '../lib/paths.js';

/** `staff`: support agents and compliance officers (the back-office; each call is checked again by the server). */
export type Access = 'guest' | Role | 'any' | 'open' | 'staff';

type GateDecision = { kind: 'render' } | { kind: 'redirect'; to: string } | { kind: 'hold' };

/**
 * The route guard: unauthenticated visitors go to /, a role not allowed goes to its home, and an
 * authenticated visitor to / goes to their home. While the Session Expired modal is up, a
 * protected page holds (renders nothing) so the modal can be read before leaving.
 */
export function gate(
  access: Access,
  path: string,
  session: { isAuthenticated: boolean; role?: Role; expired: boolean },
): GateDecision {
  if (access === 'open') return { kind: 'render' };
  if (access === 'guest') {
    if (session.isAuthenticated && path === paths.signIn) return { kind: 'redirect', to: paths.homeFor(session.role) };
    return { kind: 'render' };
  }
  if (!session.isAuthenticated) return session.expired ? { kind: 'hold' } : { kind: 'redirect', to: paths.signIn };
  if (access === 'any' || access === session.role) return { kind: 'render' };
  if (access === 'staff' && (session.role === 'support' || session.role === 'compliance')) return { kind: 'render' };
  return { kind: 'redirect', to: paths.homeFor(session.role) };
}
