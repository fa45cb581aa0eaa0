/**
 * Both address books, crypto and fiat, show their saved destinations through one list: each row,
 * or the book's own empty text, its note, and its Add button.
 */
import { describe, expect, it } from 'vitest';
import { serverRendering } from '../../test-support/server-render.js';
import { type Destination, SavedDestinationList } from './SavedDestinationList.js';

const row: Destination = {
  id: 'a1',
  label: 'My hardware wallet',
  state: 'usable',
  usableAt: null,
  kind: 'BTC · Bitcoin',
  value: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
};

const renderAt = serverRendering(['profile']);
const render = (rows: Destination[]) =>
  renderAt(
    '/',
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
    />,
  );

describe('a saved destinations list', () => {
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
