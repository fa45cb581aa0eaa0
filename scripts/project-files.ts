/**
 * The project's own files, for the scripts and tests that read the code or the build: one listing
 * through fast-glob (the project's stand-in for Node 22's globSync) instead of a folder walk
 * written out in each. node_modules is never entered. Each path is `dir` joined with the path below
 * it, in sorted order.
 */
import { join } from 'node:path';
import fg from 'fast-glob';

/** The files under `dir` that `pattern` (fast-glob's syntax) names and `ignore` does not. */
export function filesUnder(dir: string, pattern: string, ignore: readonly string[] = []): string[] {
  return fg
    .sync(pattern, { cwd: dir, ignore: ['**/node_modules/**', ...ignore], onlyFiles: true, dot: true })
    .sort()
    .map((path) => join(dir, path));
}

/** The TypeScript sources under `dir` (.ts and .tsx), their tests left out unless `tests` is set. */
export function typescriptUnder(dir: string, { tests = false }: { tests?: boolean } = {}): string[] {
  return filesUnder(dir, '**/*.{ts,tsx}', tests ? [] : ['**/*.{test,spec}.{ts,tsx}']);
}

/** The catalogs of `language` under `dir`: its `.po` files in the locales folders. */
export function catalogsUnder(dir: string, language: string): string[] {
  return filesUnder(dir, `**/locales/**/${language}.po`);
}
