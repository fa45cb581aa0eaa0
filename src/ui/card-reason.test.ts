import { beforeAll, describe, expect, it } from 'vitest';
import { CARD_DECLINE_CODES, cardFailureReason } from '../../contract/card-declines.js';
import { activateLanguage, LATER_CATALOG, loadCatalogs } from '../i18n/catalogs.js';
import { cardReasonText } from './card-reason.js';

// Every sentence the server can send: each gateway code, and each status's general wording.
const SENT = [
  ...Object.values(CARD_DECLINE_CODES).map((code) => cardFailureReason('declined', code)),
  ...['declined', 'failed', 'cancelled', 'expired'].map((status) => cardFailureReason(status, null)),
].filter((r): r is string => r !== null);

describe('a card payment reason in the customer language', () => {
  beforeAll(() => loadCatalogs([LATER_CATALOG]));

  it('is the server sentence itself in English', async () => {
    await activateLanguage('en');
    for (const reason of SENT) expect(cardReasonText(reason)).toBe(reason);
  });

  it('is translated for every sentence the server sends', async () => {
    for (const language of ['de', 'pl'] as const) {
      await activateLanguage(language);
      for (const reason of SENT) expect(cardReasonText(reason), `${language}: ${reason}`).not.toBe(reason);
    }
    await activateLanguage('de');
    expect(cardReasonText(cardFailureReason('declined', CARD_DECLINE_CODES.insufficientFunds) ?? '')).toBe(
      'Auf der Karte ist nicht genug Guthaben für diese Zahlung.',
    );
  });

  it('shows a sentence it does not know as written', async () => {
    await activateLanguage('de');
    expect(cardReasonText('Something new from the gateway.')).toBe('Something new from the gateway.');
  });
});
