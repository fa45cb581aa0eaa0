/** The profile sections and the paths that show them (specification section 2). */
import { msg } from '@lingui/core/macro';
import * as paths from '../../lib/paths.js';

export const SECTIONS = [
  { id: 'account', label: msg`Account` },
  { id: 'verification', label: msg`Verification` },
  { id: 'security', label: msg`Security` },
  { id: 'addressBook', label: msg`Address Book` },
  { id: 'notifications', label: msg`Notifications` },
] as const;

export type SectionId = (typeof SECTIONS)[number]['id'];

type ProfileView = { kind: 'menu' } | { kind: 'section'; id: SectionId } | { kind: 'unknown' };

/**
 * /profile and /profile/mobile show the menu on narrow screens and the Account section on wide
 * ones; /profile/{section} shows that section; anything else is unknown.
 */
export function viewFor(path: string, wide: boolean): ProfileView {
  const p = path.replace(/\/+$/, '') || '/';
  if (p === paths.profile || p === paths.profileMobile)
    return wide ? { kind: 'section', id: 'account' } : { kind: 'menu' };
  const id = p.slice(paths.profile.length + 1);
  const found = SECTIONS.find((s) => s.id === id);
  return found ? { kind: 'section', id: found.id } : { kind: 'unknown' };
}
