/**
 * Launches the identity-check widget of the configured provider in a container and reports its
 * idCheck.* messages. Sumsub: its WebSDK, loaded only here. Local sandbox: its page in an iframe,
 * posting the same messages to this window. Returns a function that tears the widget down.
 */
import type { KycTokenData } from '../../contract/kyc.js';

export interface KycWidgetEvent {
  type: string;
  payload: Record<string, any>;
}

interface KycWidgetOptions {
  access: KycTokenData;
  email: string;
  phone: string;
  onEvent: (e: KycWidgetEvent) => void;
  /** Fetches a fresh token when the provider says the current one expired. */
  refreshToken: () => Promise<string>;
}

function launchSandbox(container: HTMLElement, o: KycWidgetOptions): () => void {
  const iframe = document.createElement('iframe');
  const params = new URLSearchParams({ token: o.access.token, email: o.email, phone: o.phone });
  iframe.src = `${o.access.widgetUrl ?? '/sandbox/kyc/'}#${params.toString()}`;
  iframe.title = 'Identity verification';
  iframe.className = 'kyc-frame';
  iframe.allow = 'camera';
  const onMessage = (e: MessageEvent) => {
    if (e.source !== iframe.contentWindow || e.origin !== window.location.origin) return;
    const data = e.data as { source?: string; type?: string; payload?: Record<string, any> };
    if (data?.source !== 'kyc-widget' || typeof data.type !== 'string') return;
    o.onEvent({ type: data.type, payload: data.payload ?? {} });
  };
  window.addEventListener('message', onMessage);
  container.replaceChildren(iframe);
  return () => {
    window.removeEventListener('message', onMessage);
    iframe.remove();
  };
}

async function launchSumsub(container: HTMLElement, o: KycWidgetOptions): Promise<() => void> {
  const { default: snsWebSdk } = await import('@sumsub/websdk');
  const sdk = snsWebSdk
    .init(o.access.token, () => o.refreshToken())
    .withConf({ lang: 'en', email: o.email, phone: o.phone })
    .withOptions({ addViewportTag: false, adaptIframeHeight: true })
    .onMessage((type, payload) => o.onEvent({ type, payload: (payload ?? {}) as Record<string, any> }))
    .on('idCheck.onError', (error) => o.onEvent({ type: 'idCheck.onError', payload: error as Record<string, any> }))
    .build();
  sdk.launch(container);
  return () => container.replaceChildren();
}

export async function launchKycWidget(container: HTMLElement, o: KycWidgetOptions): Promise<() => void> {
  if (o.access.provider === 'sumsub') return launchSumsub(container, o);
  return launchSandbox(container, o);
}
