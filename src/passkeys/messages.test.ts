import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage, LATER_CATALOG, loadCatalogs } from '../i18n/catalogs.js';
import { PASSKEY_UI, PasskeyProblem, passkeyProblem } from './messages.js';

beforeAll(async () => {
  await loadCatalogs([LATER_CATALOG]);
  await activateLanguage('en');
});
afterAll(() => activateLanguage('en'));

const thrown = (name: string, code?: string) => Object.assign(new Error('browser text'), { name, code });

describe('what a passkey ceremony failure tells the customer', () => {
  it('a cancel or a time-out says nothing changed', () => {
    expect(passkeyProblem(thrown('NotAllowedError', 'ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY')).message).toBe(
      PASSKEY_UI.cancelled,
    );
    expect(passkeyProblem(thrown('AbortError', 'ERROR_CEREMONY_ABORTED')).message).toBe(PASSKEY_UI.cancelled);
  });

  it('a passkey the device already holds, an insecure page and a missing feature are named', () => {
    expect(passkeyProblem(thrown('InvalidStateError', 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')).message).toBe(
      PASSKEY_UI.alreadyAdded,
    );
    expect(passkeyProblem(thrown('SecurityError', 'ERROR_INVALID_RP_ID')).message).toBe(PASSKEY_UI.insecure);
    expect(passkeyProblem(thrown('NotSupportedError')).message).toBe(PASSKEY_UI.unavailable);
  });

  it('anything else asks to try again, and a problem already worded is kept', () => {
    expect(passkeyProblem(new TypeError('x')).message).toBe(PASSKEY_UI.failed);
    expect(passkeyProblem('odd').message).toBe(PASSKEY_UI.failed);
    const worded = new PasskeyProblem(PASSKEY_UI.unavailable);
    expect(passkeyProblem(worded)).toBe(worded);
  });

  it('is worded in the language active when it happens', async () => {
    await activateLanguage('de');
    expect(passkeyProblem(new Error('x')).message).toBe(
      'Ihr Passkey konnte nicht verwendet werden. Bitte versuchen Sie es erneut.',
    );
    await activateLanguage('en');
    expect(passkeyProblem(new Error('x')).message).toBe('Your passkey could not be used. Please try again.');
  });
});
