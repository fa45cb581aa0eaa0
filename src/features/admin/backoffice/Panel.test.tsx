/**
 * The back-office lists load older pages the same way: a button while there are more, busy while
 * one loads, and the refusal under it when one fails.
 */
import { Trans } from '@lingui/react/macro';
import { describe, expect, it } from 'vitest';
import { staffRendering } from '../../../test-support/server-render.js';
import { OlderPages } from './Panel.js';

const renderAt = staffRendering();
const render = (next: string | null, more: { busy: boolean; error: string }) =>
  renderAt(
    '/admin/audit',
    <OlderPages pages={{ next, more, loadOlder: async () => undefined }}>
      <Trans>Older entries</Trans>
    </OlderPages>,
  );

describe('older pages of a back-office list', () => {
  it('offers the older page while there is one', () => {
    expect(render('41', { busy: false, error: '' })).toContain('Older entries');
    expect(render(null, { busy: false, error: '' })).not.toContain('Older entries');
  });

  it('shows why an older page did not load', () => {
    const html = render('41', { busy: false, error: 'This could not be loaded.' });
    expect(html).toMatch(/role="alert"[^>]*>This could not be loaded\./);
  });
});
