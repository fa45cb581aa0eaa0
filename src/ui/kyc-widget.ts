/**
 * Launches the identity-check widget of the configured provider in a container and reports its
 * idCheck.* messages. Sumsub: its WebSDK, loaded only here. Local sandbox: its page in an iframe,
 * posting the same messages to this window. Returns a function that tears the widget down.
 */
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { KycTokenData } from '../../contract/kyc.js';
import { isLanguage } from '../../contract/languages.js';

export interface KycWidgetEvent {
  type: string;
  payload: Record<string, any>;
  /** idCheck.onError: the provider refused the access token (the page is reloaded for a new one). */
  unauthorized?: boolean;
}

/**
 * The widget's error for a refused access token. Its protocol gives no code of its own for it
 * (both init failures are code 'init'): this value of its `error` field is the one mark.
 */
const PROVIDER_NOT_AUTHORIZED = 'Not authorized';

function widgetEvent(type: string, payload: Record<string, any>): KycWidgetEvent {
  if (type !== 'idCheck.onError') return { type, payload };
  return { type, payload, unauthorized: payload.error === PROVIDER_NOT_AUTHORIZED };
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
  iframe.title = t`Identity verification`;
  iframe.className = 'kyc-frame';
  iframe.allow = 'camera';
  const onMessage = (e: MessageEvent) => {
    if (e.source !== iframe.contentWindow || e.origin !== window.location.origin) return;
    const data = e.data as { source?: string; type?: string; payload?: Record<string, any> };
    if (data?.source !== 'kyc-widget' || typeof data.type !== 'string') return;
    o.onEvent(widgetEvent(data.type, data.payload ?? {}));
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
    // The provider's widget speaks each of the app's languages by the same two-letter code.
    .withConf({ lang: isLanguage(i18n.locale) ? i18n.locale : 'en', email: o.email, phone: o.phone })
    .withOptions({ addViewportTag: false, adaptIframeHeight: true })
    .onMessage((type, payload) => o.onEvent(widgetEvent(type, (payload ?? {}) as Record<string, any>)))
    .on('idCheck.onError', (error) => o.onEvent(widgetEvent('idCheck.onError', error as Record<string, any>)))
    .build();
  sdk.launch(container);
  return () => container.replaceChildren();
}

export async function launchKycWidget(container: HTMLElement, o: KycWidgetOptions): Promise<() => void> {
  if (o.access.provider === 'sumsub') return launchSumsub(container, o);
  return launchSandbox(container, o);
}
