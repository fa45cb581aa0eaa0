/**
 * The prerendered legal pages the service worker keeps (decision 465): in the device's language
 * only, fetched when a version installs, in a cache of that version. Keeping every language's
 * would add 1.4 MB to each install, over the precache budget (decision 285); the sign-in page is
 * not kept, as the installed app starts at / and a signed-in customer must not see the sign-in
 * form before the wallet (the worker answers / with the app shell, whose scripts it holds).
 */
import { preferredLanguage } from '../contract/languages.js';
import { isPrerendered, PRERENDERED_PATHS, prerenderedFile } from '../contract/prerendered.js';

/** The device's language, as the app starts in it when nothing is chosen (src/i18n/language.ts). */
export function deviceLanguage(navigator: { languages?: readonly string[]; language?: string }) {
  return preferredLanguage(navigator.languages ?? (navigator.language ? [navigator.language] : []));
}

/** Whether the worker answers a visit to `pathname` with a kept page: the legal pages, never /. */
export function answeredFromPages(pathname: string): boolean {
  return pathname !== '/' && isPrerendered(pathname);
}

/** The files to keep at install, as URLs. */
export function pageUrls(languages: { languages?: readonly string[]; language?: string }): string[] {
  const language = deviceLanguage(languages);
  return PRERENDERED_PATHS.filter(answeredFromPages).map((path) => `/${prerenderedFile(path, language)}`);
}
