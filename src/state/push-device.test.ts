import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PushEnv } from './push-device.js';

const server = {
  subscribed: [] as unknown[],
  unsubscribed: [] as string[],
};

vi.mock('../api/price-alerts.js', () => ({
  // "AQID" is base64url for the bytes 1, 2, 3.
  listPriceAlerts: async () => ({ alerts: [], max: 20, pushKey: 'AQID' }),
  subscribePush: async (sub: unknown) => {
    server.subscribed.push(sub);
  },
  unsubscribePush: async (endpoint: string) => {
    server.unsubscribed.push(endpoint);
  },
}));

const { auth } = await import('./auth.js');
const { disablePush, enablePush, keyBytes, pushState } = await import('./push-device.js');

const KEYS = { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) };

/** A browser whose permission answer and push subscription the test sets. */
function fakeBrowser(permission: NotificationPermission, answer: NotificationPermission = permission) {
  let sub: PushSubscription | null = null;
  let owner: string | null = null;
  const subscribeOptions: PushSubscriptionOptionsInit[] = [];
  const makeSub = (endpoint: string) =>
    ({
      endpoint,
      toJSON: () => ({ endpoint, keys: KEYS }),
      unsubscribe: async () => {
        sub = null;
        return true;
      },
    }) as unknown as PushSubscription;
  const env: PushEnv = {
    permission: () => permission,
    requestPermission: async () => {
      permission = answer;
      return answer;
    },
    pushManager: async () =>
      ({
        getSubscription: async () => sub,
        subscribe: async (o: PushSubscriptionOptionsInit) => {
          subscribeOptions.push(o);
          sub = makeSub('https://push.example/send/1');
          return sub;
        },
      }) as unknown as PushManager,
    owner: { get: () => owner, set: (id) => (owner = id) },
  };
  return { env, subscribeOptions, subscription: () => sub, owner: () => owner };
}

beforeEach(() => {
  server.subscribed.length = 0;
  server.unsubscribed.length = 0;
  auth.user = { id: 'customer-1' } as typeof auth.user;
});

describe('price alert notifications on this device', () => {
  it('says unsupported without the Push API, and denied when blocked in the browser', async () => {
    expect(await pushState(null)).toBe('unsupported');
    expect(await enablePush(null)).toBe('unsupported');
    expect(await pushState(fakeBrowser('denied').env)).toBe('denied');
    expect(await pushState(fakeBrowser('default').env)).toBe('off');
  });

  it('turns on from a tap: subscribes with the server key and registers with the server', async () => {
    const b = fakeBrowser('default', 'granted');
    expect(await enablePush(b.env)).toBe('on');
    expect([...new Uint8Array(b.subscribeOptions[0]?.applicationServerKey as ArrayBuffer)]).toEqual([1, 2, 3]);
    expect(b.subscribeOptions[0]?.userVisibleOnly).toBe(true);
    expect(server.subscribed).toEqual([{ endpoint: 'https://push.example/send/1', keys: KEYS }]);
    expect(b.owner()).toBe('customer-1');
    expect(await pushState(b.env)).toBe('on');
  });

  it('stays off when the customer blocks or dismisses the prompt', async () => {
    expect(await enablePush(fakeBrowser('default', 'denied').env)).toBe('denied');
    expect(await enablePush(fakeBrowser('default', 'default').env)).toBe('off');
    expect(server.subscribed).toHaveLength(0);
  });

  it('turns off: the server forgets the subscription and the browser ends it', async () => {
    const b = fakeBrowser('default', 'granted');
    await enablePush(b.env);
    expect(await disablePush(b.env)).toBe('off');
    expect(server.unsubscribed).toEqual(['https://push.example/send/1']);
    expect(b.subscription()).toBeNull();
    expect(await pushState(b.env)).toBe('off');
  });

  it('ends a subscription another customer made in this browser', async () => {
    const b = fakeBrowser('default', 'granted');
    await enablePush(b.env);
    auth.user = { id: 'customer-2' } as typeof auth.user;
    server.subscribed.length = 0;
    expect(await pushState(b.env)).toBe('off');
    expect(b.subscription()).toBeNull();
    expect(server.subscribed).toHaveLength(0);
  });

  it('reads base64url keys with or without padding', () => {
    expect([...keyBytes('AQID')]).toEqual([1, 2, 3]);
    expect([...keyBytes('_-8')]).toEqual([255, 239]);
  });
});
