/**
 * The files of one language in the build (decision 500): each catalog and each translated legal
 * text is a chunk under `assets/i18n/<language>/`, named by the build (vite.config.ts) and
 * recognised by that folder alone in the service worker, which keeps the languages in use rather
 * than all seven (sw/language-files.ts), and in the bundle budget.
 */
import { isLanguage, type Language } from './languages.js';

const FOLDER = 'assets/i18n';

/** The app's message to its service worker: keep this language's files for offline use. */
export const KEEP_LANGUAGE = 'KEEP_LANGUAGE';

/**
 * What a module of one language is called in the build: its catalog's name for a `.po` catalog
 * (`shell`, `later`, `errors`, `auth-later`, or the feature's folder) or the legal text's name
 * for a translated legal text (`privacy-policy.de.md`); null for every other module.
 */
function languageModule(moduleId: string): { language: Language; name: string } | null {
  const path = (moduleId.split('?')[0] ?? '').replaceAll('\\', '/');
  const catalog = /\/locales\/(?:(later|errors)\/)?([a-z]{2})\.po$/.exec(path);
  if (catalog) {
    const [, kind, language] = catalog;
    if (!isLanguage(language)) return null;
    const feature = /\/features\/([^/]+)\/locales\//.exec(path)?.[1];
    const name = feature ? (kind ? `${feature}-${kind}` : feature) : (kind ?? 'shell');
    return { language, name };
  }
  const legal = /\/([a-z0-9-]+)\.([a-z]{2})\.md$/.exec(path);
  if (legal && isLanguage(legal[2])) return { language: legal[2], name: legal[1] ?? 'legal' };
  return null;
}

/** The build's file name for a chunk whose module is a language's (Rollup's pattern), else null. */
export function languageChunkFileName(facadeModuleId: string | null | undefined): string | null {
  const found = facadeModuleId ? languageModule(facadeModuleId) : null;
  return found ? `${FOLDER}/${found.language}/${found.name}-[hash].js` : null;
}

/** The language a built file belongs to, from its URL or path (`/assets/i18n/de/…`); null for shared files. */
export function languageOfFile(url: string): Language | null {
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/^\//, '');
  const language = path.startsWith(`${FOLDER}/`) ? path.slice(FOLDER.length + 1).split('/')[0] : undefined;
  return isLanguage(language) ? language : null;
}
