/**
 * The transport, loaded on first use. The sign-in page paints and becomes interactive without the
 * envelope and HTTP code; it arrives as soon as the visitor starts typing (first focus) or calls.
 */
import type { PayloadOf } from '../../contract/calls/define.js';
import type { CallRoute } from '../../contract/calls/wire.js';
import type { CallOptions } from './transport.js';

type Client = typeof import('./client.js')['api'];
let loading: Promise<Client> | null = null;

function loadApi(): Promise<Client> {
  loading ??= import('./client.js').then((m) => m.api);
  return loading;
}

export const lazyApi = {
  async call<C extends CallRoute>(spec: C, payload: PayloadOf<C>, opts: CallOptions = {}) {
    return (await loadApi()).call(spec, payload, opts);
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('focusin', () => void loadApi(), { once: true });
}
