/**
 * Which language the app is shown in: the one last chosen or used on this device (the picker, or
 * the signed-in account's), else the browser's preferred languages, else English. Kept on the
 * device so the next start, online or not, opens in it at once; the service worker is told, so it
 * keeps that language's files for offline use (decision 500).
 */
import { i18n } from '@lingui/core';
import { KEEP_LANGUAGE } from '../../contract/language-files.js';
import { isLanguage, preferredLanguage } from '../../contract/languages.js';
import { local, readJson, writeJson } from '../state/storage.js';
import { activateLanguage, type DisplayLanguage } from './catalogs.js';

const KEY = 'language';

function isDisplayLanguage(value: unknown): value is DisplayLanguage {
  return value === 'pseudo' || isLanguage(value);
}

/** The language to start in. */
export function startLanguage(): DisplayLanguage {
  const saved = readJson<unknown>(local, KEY);
  if (isDisplayLanguage(saved)) return saved;
  const tags = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return preferredLanguage(tags);
}

/**
 * Shows the app in `language` from now on, on this device. Rejects, with nothing changed, when its
 * texts cannot be loaded (offline, in a language this device does not keep).
 */
export async function chooseLanguage(language: DisplayLanguage): Promise<void> {
  await activateLanguage(language);
  // A later choice that was shown first stays.
  if (i18n.locale !== language) return;
  writeJson(local, KEY, language);
  keepLanguageOffline(language);
}

/**
 * Tells the service worker the language in use, so that it keeps all of that language's files
 * (sw/language-files.ts). Without a worker (development, a browser without one) nothing happens.
 */
export function keepLanguageOffline(language: string): void {
  if (!isLanguage(language) || typeof navigator === 'undefined' || !navigator.serviceWorker) return;
  void navigator.serviceWorker.ready.then((registration) =>
    registration.active?.postMessage({ type: KEEP_LANGUAGE, language }),
  );
}
