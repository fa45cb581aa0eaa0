/**
 * The transport, loaded on first use. The sign-in page paints and becomes interactive without the
 * envelope and HTTP code; it arrives as soon as the visitor starts typing (first focus) or calls.
 */
import type { CallOptions } from './transport.js';

type Client = typeof import('./client.js')['api'];
let loading: Promise<Client> | null = null;

export function loadApi(): Promise<Client> {
  loading ??= import('./client.js').then((m) => m.api);
  return loading;
}

export const lazyApi = {
  async call<T = unknown>(path: string, payload: unknown = {}, opts: CallOptions = {}) {
    return (await loadApi()).call<T>(path, payload, opts);
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('focusin', () => void loadApi(), { once: true });
}
