/**
 * Which language the app is shown in: the one last chosen or used on this device (the picker, or
 * the signed-in account's), else the browser's preferred languages, else English. Kept on the
 * device so the next start, online or not, opens in it at once.
 */
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

/** Shows the app in `language` from now on, on this device. */
export function chooseLanguage(language: DisplayLanguage): Promise<void> {
  writeJson(local, KEY, language);
  return activateLanguage(language);
}
