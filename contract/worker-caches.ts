/**
 * The caches the service worker fills itself beside Workbox's precache, and which of the origin's
 * caches outlive a session (src/offline/clear-offline.ts). Per version of the app, named by the
 * revision of its index.html: the prerendered legal pages (decision 465) and the files of the
 * languages in use (decision 500); once a version is active, the older versions' are deleted, as
 * Workbox deletes its own outdated precache. Across versions: the language the app asked for last.
 */
const PREFIXES = { pages: 'prerendered-pages-', languages: 'language-files-' } as const;

/** The language the app asked the worker to keep last, for the next version's install. */
export const CHOSEN_LANGUAGE_CACHE = 'chosen-language';
export const CHOSEN_LANGUAGE_KEY = '/chosen-language';

type VersionCaches = Record<keyof typeof PREFIXES, string>;

export function versionCaches(revision: string | null | undefined): VersionCaches {
  const version = revision ?? 'unversioned';
  return { pages: `${PREFIXES.pages}${version}`, languages: `${PREFIXES.languages}${version}` };
}

const isVersionCache = (name: string) => Object.values(PREFIXES).some((prefix) => name.startsWith(prefix));

/** Whether a cache is another version's, to delete once this version is active. */
export function isOldVersionCache(name: string, current: VersionCaches): boolean {
  return isVersionCache(name) && !Object.values(current).includes(name);
}

/**
 * Whether a cache holds only what is the same for every customer of this device, the app's own
 * files and the language it is shown in, and so stays when a session ends (decision 082 clears
 * the rest): without them the app would not open offline after a sign-out.
 */
export function outlivesSessions(name: string): boolean {
  return name.startsWith('workbox-precache') || isVersionCache(name) || name === CHOSEN_LANGUAGE_CACHE;
}
