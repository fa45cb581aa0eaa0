/**
 * The export waits for the merchant list. Coming back from a transaction's detail mounts the screen
 * afresh, and until the list is loaded the chosen merchant is not known to the screen: an export
 * then told the admin who had chosen one "Please select a merchant first".
 */

import { describe, expect, it } from 'vitest';
import { staffRendering } from '../../test-support/server-render.js';
import AdminHistoryScreen from './AdminHistoryScreen.js';
import { adminView } from './view-state.js';

const render = staffRendering();

const exportButton = (html: string) => html.match(/<button[^>]*class="[^"]*export-button[^"]*"[^>]*>/)?.[0] ?? '';

describe('the merchant history before its merchant list has loaded', () => {
  it('offers no export while the chosen merchant is not yet known', () => {
    adminView.merchantId = 'merchant-au';
    const html = render('/admin-transactions-history', <AdminHistoryScreen />);
    expect(html).toContain('Loading transactions...');
    expect(exportButton(html)).toMatch(/ disabled=""/);
  });
});
