/**
 * Shell rules of the specification (section 2), as pure functions of the path, read from the route
 * table (routes.tsx): which header item is current, where a back button shows and where it leads,
 * which pages are public. The guard is access.ts.
 */
import * as paths from '../lib/paths.js';
import { type NavGroup, routeFor } from './routes.js';

type NavItem = NavGroup;

/** Which header item is current: the route's navigation group. */
export function activeNav(path: string): NavItem | null {
  return routeFor(path)?.nav ?? null;
}

/** A back button shows on every app page except the top-level ones (back: null in the table). */
export function showsBackButton(path: string): boolean {
  return routeFor(path)?.back !== null;
}

/** Where the back button leads when the tab has nothing to go back to. */
export function backTarget(path: string): string {
  return routeFor(path)?.back ?? paths.signIn;
}

/** Paths where the Session Expired modal may appear: never on public (guest or open) pages. */
export function isPublicPath(path: string): boolean {
  const access = routeFor(path)?.access;
  return access === 'guest' || access === 'open';
}
