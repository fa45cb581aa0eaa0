/**
 * The prerendered legal pages the service worker keeps (decision 465): in the language the app is
 * shown in (the one chosen last, else the device's; decision 501), fetched when a version installs
 * and again when the language changes, in a cache of that version. Keeping every language's would
 * add 1.4 MB to each install, over the precache budget (decision 285); the sign-in page is not
 * kept, as the installed app starts at / and a signed-in customer must not see the sign-in form
 * before the wallet (the worker answers / with the app shell, whose scripts it holds).
 */
import { isLanguage, type Language, preferredLanguage } from '../contract/languages.js';
import { isPrerendered, PRERENDERED_PATHS, prerenderedFile } from '../contract/prerendered.js';

/** The device's language, as the app starts in it when nothing is chosen (src/i18n/language.ts). */
export function deviceLanguage(navigator: { languages?: readonly string[]; language?: string }): Language {
  return preferredLanguage(navigator.languages ?? (navigator.language ? [navigator.language] : []));
}

/**
 * The language the app is shown in, as the worker knows it: the one the app told it last
 * (KEEP_LANGUAGE, sent at every start and every choice), else the device's.
 */
export function shownLanguage(device: Language, told: unknown): Language {
  return isLanguage(told) ? told : device;
}

/** Whether the worker answers a visit to `pathname` with a kept page: the legal pages, never /. */
export function answeredFromPages(pathname: string): boolean {
  return pathname !== '/' && isPrerendered(pathname);
}

/** The page the worker answers a visit to `pathname` with, in `language`. */
export function pageUrl(pathname: string, language: Language): string {
  return `/${prerenderedFile(pathname, language)}`;
}

/** The pages to keep in `language`, as URLs. */
export function pageUrls(language: Language): string[] {
  return PRERENDERED_PATHS.filter(answeredFromPages).map((path) => pageUrl(path, language));
}
