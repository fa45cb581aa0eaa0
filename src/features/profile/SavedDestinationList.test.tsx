/**
 * Both address books, crypto and fiat, show their saved destinations through one list: each row,
 * or the book's own empty text, its note, and its Add button.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage, loadCatalogs } from '../../i18n/catalogs.js';
import { type Destination, SavedDestinationList } from './SavedDestinationList.js';

const row: Destination = {
  id: 'a1',
  label: 'My hardware wallet',
  state: 'usable',
  usableAt: null,
  kind: 'BTC · Bitcoin',
  value: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
};

const render = (rows: Destination[]) =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <SavedDestinationList
        rows={rows}
        listLabel="Saved addresses"
        rowTestId="saved-address"
        empty="No saved crypto addresses yet."
        note="A new address is confirmed from the link we email you."
        addLabel="Add new crypto address"
        busyId={null}
        onRemove={() => undefined}
        addModal={() => null}
        onSaved={() => undefined}
      />
    </I18nProvider>,
  );

describe('a saved destinations list', () => {
  beforeAll(async () => {
    await loadCatalogs(['profile']);
    await activateLanguage('en');
  });
  // Any console error fails, but the server render's word on the stores' layout effects.
  const errors: string[] = [];
  beforeEach(() => {
    errors.length = 0;
    console.error = (...args: unknown[]) => {
      const line = args.map(String).join(' ');
      if (!line.includes('useLayoutEffect does nothing on the server')) errors.push(line);
    };
  });
  afterEach(() => expect(errors).toEqual([]));

  it('lists each destination under the book’s label, with its note and Add button', () => {
    const html = render([row]);
    expect(html).toMatch(/<ul[^>]*aria-label="Saved addresses"/);
    expect(html).toContain('data-testid="saved-address"');
    expect(html).toContain('My hardware wallet');
    expect(html).toContain('A new address is confirmed from the link we email you.');
    expect(html).toContain('Add new crypto address');
    expect(html).not.toContain('No saved crypto addresses yet.');
  });

  it('says so when the book is empty', () => {
    const html = render([]);
    expect(html).toContain('No saved crypto addresses yet.');
    expect(html).not.toContain('<ul');
  });
});
