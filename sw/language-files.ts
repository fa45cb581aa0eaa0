/**
 * The languages the worker keeps for offline use (decision 500): the device's and the one last
 * chosen in the app, each with all its files (every screen's catalog and its legal texts), so
 * any screen opens offline in it. A customer reads one language: precaching all seven had every
 * install download six the customer never reads (about 40 % of the precache).
 *
 * The build lists every language's files in the precache manifest (contract/language-files.ts
 * names them); the worker precaches the shared files with Workbox and keeps the languages' in a
 * cache of its version. The app tells it the language in use (KEEP_LANGUAGE) when it starts under
 * a worker and whenever the language changes; the worker remembers the last one for the next
 * version's install.
 */
import { KEEP_LANGUAGE, languageOfFile } from '../contract/language-files.js';
import { isLanguage, type Language } from '../contract/languages.js';

type ManifestEntry = string | { url: string; revision?: string | null };

interface SplitManifest<E extends ManifestEntry> {
  /** The files every language uses: Workbox's precache. */
  shared: E[];
  /** Each language's files, as absolute paths. */
  byLanguage: Map<Language, string[]>;
}

export function splitByLanguage<E extends ManifestEntry>(manifest: readonly E[]): SplitManifest<E> {
  const shared: E[] = [];
  const byLanguage = new Map<Language, string[]>();
  for (const entry of manifest) {
    const url = typeof entry === 'string' ? entry : entry.url;
    const language = languageOfFile(url);
    if (!language) {
      shared.push(entry);
      continue;
    }
    const files = byLanguage.get(language) ?? [];
    files.push(`/${url.replace(/^\//, '')}`);
    byLanguage.set(language, files);
  }
  return { shared, byLanguage };
}

/** The languages a version keeps at install: the device's, and the one chosen last if another. */
export function keptLanguages(device: Language, chosen: unknown): Language[] {
  return isLanguage(chosen) && chosen !== device ? [device, chosen] : [device];
}

/** The language the app's KEEP_LANGUAGE message (src/i18n/language.ts) asks for, or null for any other message or a bad one. */
export function languageToKeep(data: unknown): Language | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, language } = data as { type?: unknown; language?: unknown };
  return type === KEEP_LANGUAGE && isLanguage(language) ? language : null;
}
