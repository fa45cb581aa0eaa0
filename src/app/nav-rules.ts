/** Shell rules of the specification (section 2), as pure functions of the path and the role. */

export type Role = 'user' | 'admin';
export type Access = 'guest' | 'user' | 'admin' | 'any' | 'open';

export const ADMIN_HOME = '/admin-transactions-history';
export const USER_HOME = '/wallet';

/** Where a signed-in user lands after login, or when a route does not allow their role. */
export function homeFor(role: Role | undefined): string {
  return role === 'admin' ? ADMIN_HOME : USER_HOME;
}

export type GateDecision = { kind: 'render' } | { kind: 'redirect'; to: string } | { kind: 'hold' };

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
    if (session.isAuthenticated && path === '/') return { kind: 'redirect', to: homeFor(session.role) };
    return { kind: 'render' };
  }
  if (!session.isAuthenticated) return session.expired ? { kind: 'hold' } : { kind: 'redirect', to: '/' };
  if (access === 'any' || access === session.role) return { kind: 'render' };
  return { kind: 'redirect', to: homeFor(session.role) };
}

const WALLET_PATHS = [
  '/wallet',
  '/assets/send',
  '/send',
  '/swap',
  '/buy-sell',
  '/assets/receive',
  '/receive',
  '/asset-detail',
  '/price-alerts',
];
const TRANSACTION_PATHS = ['/transactions', '/transaction-detail', '/transactions/recieve'];

export type NavItem = 'wallet' | 'transactions' | 'profile';

/** Which header item is active: Wallet for the wallet family, Transactions for the lists. */
export function activeNav(path: string): NavItem | null {
  if (WALLET_PATHS.includes(path)) return 'wallet';
  if (TRANSACTION_PATHS.includes(path)) return 'transactions';
  if (path === '/profile' || path.startsWith('/profile/')) return 'profile';
  return null;
}

const NO_BACK = new Set([
  '/wallet',
  '/transactions',
  '/profile',
  '/profile/verification',
  '/profile/account',
  '/profile/security',
  '/profile/addressBook',
  '/profile/notifications',
  '/admin-transactions-history',
  '/admin/transaction-history',
]);

/** A back button shows on every app page except the top-level ones. */
export function showsBackButton(path: string): boolean {
  return !NO_BACK.has(path);
}

export const LEGAL_PATHS = [
  '/privacy-policy',
  '/cookie-policy',
  '/aml-cft-policy',
  '/terms-and-conditions',
  '/au/terms-and-conditions',
  '/msa-statement',
];

export function isLegalPath(path: string): boolean {
  return LEGAL_PATHS.includes(path);
}

/** Paths where the Session Expired modal may appear (never on public or legal pages). */
const PUBLIC_PATHS = [
  '/',
  '/signup',
  '/reset-password',
  '/reset-password/confirm',
  '/reset-password/success',
  '/verify-email',
];
export function isPublicPath(path: string): boolean {
  return (
    PUBLIC_PATHS.includes(path) || isLegalPath(path) || ['/success', '/decline', '/fail', '/cancel'].includes(path)
  );
}
