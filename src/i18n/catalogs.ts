/**
 * Which catalogs are loaded, in which language (decision 228). Each catalog is a chunk of its own
 * per language: a route loads the shell's catalog and its own features' ones (routes.tsx names
 * them), in the active language only. Switching the language loads the same catalogs in the new
 * one before the screen changes, so it never shows a mix.
 */
import { i18n, type Messages } from '@lingui/core';
import type { Language } from '../../contract/languages.js';

/** A language the app can be shown in: a real one, or the pseudo-language of the checks. */
export type DisplayLanguage = Language | 'pseudo';

/** The shell's and shared code's catalog; every other name is a folder of src/features. */
const SHELL_CATALOG = 'shell';
/**
 * Shared texts no public first screen reads (the conversion forms, verification, the success
 * page, the emailed-link pages): loaded by the signed-in frame and those pages (lingui.config.ts).
 */
export const LATER_CATALOG = 'later';
/** The refusals' words for every error code (src/api/error-text.ts): loaded with the API transport. */
export const ERRORS_CATALOG = 'errors';
/**
 * The account forms' texts the sign-in page does not show (creating an account, resetting a
 * password, confirming an address): loaded by those forms (lingui.config.ts, decision 467).
 */
export const AUTH_LATER_CATALOG = 'auth-later';

type CatalogFiles = Record<string, () => Promise<{ messages: Messages }>>;

// The catalogs of the shell, the public pages and the refusals in every language, as chunks
// loaded on demand (nothing here is fetched until asked). The other catalogs' list
// (feature-catalogs.ts: the features', `later` and `auth-later`) is not on the first route
// (decision 467): it is added with the signed-in screens' code, or fetched when one of its
// catalogs is asked for first.
const FILES: CatalogFiles = import.meta.glob<{ messages: Messages }>([
  '../locales/*.po',
  '../locales/errors/*.po',
  '../features/{auth,legal}/locales/*.po',
]);

let featureFiles: Promise<void> | null = null;

/** Adds the catalogs of the screens beyond the public pages, fetching their list once. */
export function addFeatureCatalogs(): Promise<void> {
  featureFiles ??= import('./feature-catalogs.js').then(
    (m) => void Object.assign(FILES, m.FEATURE_CATALOG_FILES),
    (e: unknown) => {
      featureFiles = null;
      throw e;
    },
  );
  return featureFiles;
}

function fileOf(name: string, language: Language): string {
  if (name === SHELL_CATALOG) return `../locales/${language}.po`;
  if (name === LATER_CATALOG || name === ERRORS_CATALOG) return `../locales/${name}/${language}.po`;
  if (name === AUTH_LATER_CATALOG) return `../features/auth/locales/later/${language}.po`;
  return `../features/${name}/locales/${language}.po`;
}

/** The catalogs asked for so far: a change of language loads each of them again. */
const wanted = new Set<string>();
/** The language being shown, or being switched to: what a catalog asked for now is loaded in. */
let target: DisplayLanguage = 'en';
const loaded = new Map<string, Promise<void>>();

function loadOne(name: string, language: DisplayLanguage): Promise<void> {
  const key = `${name}/${language}`;
  let pending = loaded.get(key);
  if (!pending) {
    const source = language === 'pseudo' ? 'en' : language;
    const file = FILES[fileOf(name, source)];
    // Not known yet: the features' list is fetched, then the catalog (a feature with none has
    // nothing to load, and nothing is remembered).
    if (!file) {
      if (featureFiles === null) return addFeatureCatalogs().then(() => loadOne(name, language));
      return featureFiles.then(() => (FILES[fileOf(name, source)] ? loadOne(name, language) : undefined));
    }
    pending = file().then(async ({ messages }) => {
      // The pseudo-language's code is loaded only by the checks that use it.
      if (language === 'pseudo') messages = (await import('./pseudo.js')).pseudoCatalog(messages);
      i18n.load(language, messages);
    });
    pending.catch(() => loaded.delete(key));
    loaded.set(key, pending);
  }
  return pending;
}

/** Loads these catalogs in the active language (the shell's is loaded at start). */
export function loadCatalogs(names: readonly string[]): Promise<void> {
  for (const name of names) wanted.add(name);
  return Promise.all(names.map((name) => loadOne(name, target))).then(() => {});
}

/**
 * Shows the app in `language`: every catalog in use is loaded in it first, then the language is
 * switched at once (and `<html lang>` with it).
 */
export async function activateLanguage(language: DisplayLanguage): Promise<void> {
  target = language;
  wanted.add(SHELL_CATALOG);
  await Promise.all([...wanted].map((name) => loadOne(name, language)));
  // A later switch that finished first wins.
  if (target !== language) return;
  i18n.activate(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language === 'pseudo' ? 'en-XA' : language;
}
