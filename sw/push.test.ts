import { describe, expect, it } from 'vitest';
import { readAlertPush } from './push.js';

describe('price alert pushes in the service worker', () => {
  it('reads the server payload', () => {
    const n = readAlertPush(
      JSON.stringify({
        title: 'BTC is above 1 USD',
        body: 'BTC is at 2 USD.',
        url: '/asset-detail?coin=BTC',
        unseen: 3,
      }),
    );
    expect(n).toEqual({
      title: 'BTC is above 1 USD',
      body: 'BTC is at 2 USD.',
      url: '/asset-detail?coin=BTC',
      unseen: 3,
    });
  });

  it('shows a generic notice for unreadable payloads and opens only same-origin paths', () => {
    expect(readAlertPush('not json').url).toBe('/price-alerts');
    expect(readAlertPush(null).title).toBe('Price alert');
    expect(readAlertPush(JSON.stringify({ title: 'x', url: 'https://evil.example/' })).url).toBe('/price-alerts');
    expect(readAlertPush(JSON.stringify({ title: 'x', url: '//evil.example/' })).url).toBe('/price-alerts');
    expect(readAlertPush(JSON.stringify({ title: 'x', unseen: -1 })).unseen).toBeNull();
  });
});
