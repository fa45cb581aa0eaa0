/**
 * The account forms' checks (e-mail, names, password rules) and the account calls that use them:
 * for the screens that ask for those, never reached from the API client every screen loads
 * (decision 513). One list for the build's file of them (vite.config.ts) and for the import rule
 * that keeps them out of the API client (scripts/check-imports.ts).
 */
export const ACCOUNT_CHECKS = [
  'contract/calls/accounts',
  'contract/validation/accounts',
  'contract/validation/password-strength',
  'contract/validation/names',
] as const;

/** A path, relative or absolute, with either separator, of one of `files` (named without `.ts`). */
export function tsFileOf(files: readonly string[]): RegExp {
  const names = files.map((f) => f.split('/').join('[\\\\/]'));
  return new RegExp(`(^|[\\\\/])(${names.join('|')})\\.ts$`);
}

/** The build's file of them, with the client's account calls (src/api/accounts.ts) beside them. */
export const ACCOUNT_CHECKS_GROUP = {
  name: 'account-checks',
  test: tsFileOf([...ACCOUNT_CHECKS, 'src/api/accounts']),
  priority: 1,
  includeDependenciesRecursively: false,
};
