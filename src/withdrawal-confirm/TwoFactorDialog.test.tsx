/**
 * The 2FA step of a withdrawal, coins and cash alike: one field for the 6-digit code (digits only,
 * six at most), the refusal under it, and a busy state that says the code is being checked.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../i18n/catalogs.js';
import { codeDigits, TwoFactorForm } from './TwoFactorDialog.js';

const render = (o: { busy?: boolean; error?: string | null } = {}) =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <TwoFactorForm
        busy={o.busy ?? false}
        error={o.error ?? null}
        onCode={() => undefined}
        onPasskey={() => undefined}
        onPasskeyProblem={() => undefined}
        onCancel={() => undefined}
      />
    </I18nProvider>,
  );

describe('the withdrawal 2FA code', () => {
  beforeAll(() => activateLanguage('en'));

  it('keeps digits only, six at most', () => {
    expect(codeDigits('12a3 45-678')).toBe('123456');
    expect(codeDigits('abc')).toBe('');
  });

  it('asks for the 6-digit code in a labelled form, and shows a refused code under the field', () => {
    const html = render({ error: 'Invalid 2FA code. Please try again.' });
    expect(html).toMatch(/<form[^>]*aria-label="Confirm the withdrawal"/);
    expect(html).toContain('2FA code');
    expect(html).toMatch(/<input[^>]*inputmode="numeric"[^>]*maxlength="6"/i);
    expect(html).toMatch(/autocomplete="one-time-code"/i);
    expect(html).toContain('Invalid 2FA code. Please try again.');
    expect(html).toContain('>Verify<');
  });

  it('says the code is being checked while busy, and Cancel waits', () => {
    const html = render({ busy: true });
    expect(html).toContain('Verifying...');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>Cancel<\/button>/);
  });
});
