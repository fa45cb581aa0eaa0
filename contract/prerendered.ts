/**
 * The public pages the build renders into HTML in every language (decision 465): the sign-in page
 * and the legal pages. The build writes each to `prerenderedFile(path, language)` under dist/; the
 * server answers a first visit with it, in the language the request asks for, and the service
 * worker answers the legal pages with it. The paths are src/lib/paths.ts's (a test holds them equal).
 */
import type { Language } from './languages.js';

export const PRERENDERED_PATHS = [
  '/',
  '/privacy-policy',
  '/cookie-policy',
  '/aml-cft-policy',
  '/terms-and-conditions',
  '/au/terms-and-conditions',
  '/msa-statement',
  '/impressum',
] as const;

/** Whether `path` is one of the prerendered pages. */
export function isPrerendered(path: string): boolean {
  return (PRERENDERED_PATHS as readonly string[]).includes(path);
}

/** The built file (under dist/, no leading slash) of a prerendered page in a language. */
export function prerenderedFile(path: string, language: Language): string {
  return `pages/${language}/${path === '/' ? 'index' : path.slice(1)}.html`;
}
