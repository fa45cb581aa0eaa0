/**
 * Alert notifications on this device (decision 142). Turning them on is asked only from the
 * customer's tap (browsers ignore or penalise prompts without a user gesture); the browser's
 * subscription is made with the server's VAPID key and registered with the server, which ties it
 * to this session. The browser remembers which customer turned it on: another customer signing
 * in on the same browser starts with notifications off, and signing out ends the subscription.
 */
import { listPriceAlerts, subscribePush, unsubscribePush } from '../api/price-alerts.js';
import { auth } from './auth.js';
import { local, readJson, removeKey, writeJson } from './storage.js';

export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

/** What the browser offers; tests give their own. */
export interface PushEnv {
  permission(): NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  /** The service worker's push manager, once the worker is ready. */
  pushManager(): Promise<PushManager>;
  /** Who turned notifications on in this browser (a user id), kept across reloads. */
  owner: { get(): string | null; set(id: string | null): void };
}

const OWNER_KEY = 'push-owner';

function browserPushEnv(): PushEnv | null {
  if (typeof window === 'undefined' || !('Notification' in window) || !('PushManager' in window)) return null;
  if (!('serviceWorker' in navigator)) return null;
  return {
    permission: () => Notification.permission,
    requestPermission: () => Notification.requestPermission(),
    pushManager: async () => (await navigator.serviceWorker.ready).pushManager,
    owner: {
      get: () => readJson<string>(local, OWNER_KEY),
      set: (id) => (id ? writeJson(local, OWNER_KEY, id) : removeKey(local, OWNER_KEY)),
    },
  };
}

/** The VAPID public key (base64url) as the bytes PushManager.subscribe takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const out = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

async function register(sub: PushSubscription): Promise<boolean> {
  const { endpoint, keys } = sub.toJSON();
  const p256dh = keys?.p256dh;
  const authKey = keys?.auth;
  if (!endpoint || !p256dh || !authKey) return false;
  await subscribePush({ endpoint, keys: { p256dh, auth: authKey } });
  return true;
}

/**
 * This device's state for the signed-in customer. A subscription another customer made here is
 * ended; the customer's own is registered again, so the server knows it for this session.
 */
export async function pushState(env: PushEnv | null = browserPushEnv()): Promise<PushState> {
  if (!env) return 'unsupported';
  const permission = env.permission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  const sub = await (await env.pushManager()).getSubscription();
  if (!sub) return 'off';
  if (env.owner.get() !== auth.user?.id) {
    await sub.unsubscribe().catch(() => false);
    env.owner.set(null);
    return 'off';
  }
  return (await register(sub)) ? 'on' : 'off';
}

/** Call from a click handler. Resolves to the resulting state. */
export async function enablePush(env: PushEnv | null = browserPushEnv()): Promise<PushState> {
  if (!env) return 'unsupported';
  const permission = await env.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const manager = await env.pushManager();
  const { pushKey } = await listPriceAlerts();
  const sub =
    (await manager.getSubscription()) ??
    (await manager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(pushKey) }));
  if (!(await register(sub))) return 'off';
  env.owner.set(auth.user?.id ?? null);
  return 'on';
}

/** Turns notifications off on this device: the server forgets the subscription, the browser ends it. */
export async function disablePush(
  env: PushEnv | null = browserPushEnv(),
  opts: { tellServer: boolean } = { tellServer: true },
): Promise<PushState> {
  if (!env) return 'unsupported';
  env.owner.set(null);
  if (env.permission() !== 'granted') return env.permission() === 'denied' ? 'denied' : 'off';
  const sub = await (await env.pushManager()).getSubscription();
  if (sub) {
    if (opts.tellServer) await unsubscribePush(sub.endpoint);
    await sub.unsubscribe();
  }
  return 'off';
}
