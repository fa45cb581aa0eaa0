/**
 * The desk's security events read as words: every action a customer's own calls write to the audit
 * trail has words of its own, so an officer is not left reading `2fa.disable`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { deskLabel } from '../src/features/admin/backoffice/desk-labels.js';
import { activateLanguage } from '../src/i18n/catalogs.js';
import { typescriptUnder } from './project-files.js';

/** The modules whose calls a customer makes; staff reads and staff-only actions are not listed. */
const CUSTOMER_MODULES = ['accounts', 'profile', 'addressbook', 'bank', 'wallet'];
const WRITTEN = [
  /action: '([a-z0-9_.]+)'/g,
  /requirePasswordAndCode\(ctx, p, '([a-z0-9_.]+)'\)/g,
  /audit\(deps, user, ctx\.ip, '([a-z0-9_.]+)'\)/g,
];

function customerActions(): string[] {
  const found = new Set<string>();
  for (const module of CUSTOMER_MODULES)
    for (const file of typescriptUnder(join('server/modules', module))) {
      const text = readFileSync(file, 'utf8');
      for (const pattern of WRITTEN) for (const m of text.matchAll(pattern)) found.add(m[1] as string);
    }
  return [...found].sort();
}

describe('the desk names security events', () => {
  beforeAll(() => activateLanguage('en'));

  it('finds the actions the customer calls write', () => {
    // The scan itself must see them, or the next test passes on nothing.
    expect(customerActions()).toEqual(expect.arrayContaining(['login', 'password.change', '2fa.enable']));
  });

  it('has words for each of them', () => {
    const unnamed = customerActions().filter((a) => deskLabel(i18n, 'securityAction', a) === a);
    expect(unnamed).toEqual([]);
  });

  it('says what happened in words, and keeps an unknown code as it came', () => {
    expect(deskLabel(i18n, 'securityAction', '2fa.disable')).toBe('Two-factor authentication turned off');
    expect(deskLabel(i18n, 'outcome', 'denied')).toBe('Refused');
    expect(deskLabel(i18n, 'securityAction', 'something.new')).toBe('something.new');
  });
});
