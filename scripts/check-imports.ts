/**
 * Keeps the architecture honest: contract imports none of src, sw or server; src never imports
 * server and the reverse; a feature never imports another feature. Exits 1 naming each breach.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve('.');
const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules') return [];
    return statSync(path).isDirectory() ? walk(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

export function breaches(files: Array<{ path: string; source: string }>): string[] {
  const found: string[] = [];
  for (const { path, source } of files) {
    const from = relative(root, path);
    const top = from.split('/')[0];
    const feature = /^src\/features\/([^/]+)\//.exec(from)?.[1];
    for (const m of source.matchAll(IMPORT)) {
      const spec = m[1] ?? m[2];
      if (!spec?.startsWith('.')) continue;
      const target = relative(root, resolve(dirname(path), spec));
      const targetTop = target.split('/')[0] ?? '';
      const rule = (msg: string) => found.push(`${from}: imports ${spec} (${msg})`);
      if (top === 'contract' && ['src', 'sw', 'server'].includes(targetTop))
        rule('contract imports nothing of src, sw or server');
      if ((top === 'src' || top === 'sw') && targetTop === 'server') rule('the browser never imports the server');
      if (top === 'server' && (targetTop === 'src' || targetTop === 'sw')) rule('the server never imports the browser');
      const targetFeature = /^src\/features\/([^/]+)\//.exec(target)?.[1];
      if (feature && targetFeature && feature !== targetFeature) rule('a feature never imports another feature');
      if (top === 'src' && !feature && targetFeature && !from.startsWith('src/app/'))
        rule('only the shell may load features');
    }
  }
  return found;
}

if (process.argv[1]?.endsWith('check-imports.ts')) {
  const files = ['contract', 'src', 'sw', 'server']
    .flatMap((d) => walk(d))
    .map((path) => ({ path, source: readFileSync(path, 'utf8') }));
  const found = breaches(files);
  if (found.length > 0) {
    console.error(`Import rules broken:\n${found.join('\n')}`);
    process.exit(1);
  }
  console.log(`import rules hold across ${files.length} files`);
}
