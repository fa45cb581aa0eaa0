/**
 * Keeps the architecture honest. Exits 1 naming each breach of these rules:
 * - contract imports none of src, sw or server; src never imports server and the reverse;
 * - the browser code is layered shared -> features -> shell: shared code (contract, src/lib, src/ui,
 *   src/api, src/state, src/offline and the rest of src) never imports a feature or the shell
 *   (src/app, src/main.tsx); a feature never imports the shell or another feature;
 * - shared UI (src/ui) never calls the server: the screen that shows it hands it its data;
 * - a server module or provider (server/modules/X, server/providers/X) is entered only through
 *   its index.ts; its testing.ts serves tests and benchmarks only;
 * - providers never import modules (modules use providers, not the reverse; a provider's tests
 *   may run it inside the app);
 * - no circle of imports: type-only imports are left out, since they vanish at run time.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve('.');
const IMPORT = /(?:import|export)(\s+type)?\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules') return [];
    return statSync(path).isDirectory() ? walk(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** The layer of a browser or contract file: shared pieces, then the features, then the shell. */
function layerOf(path: string): 'shared' | 'feature' | 'shell' | undefined {
  if (path.startsWith('src/app/') || path === 'src/main.tsx') return 'shell';
  if (path.startsWith('src/features/')) return 'feature';
  if (path.startsWith('src/') || path.startsWith('contract/')) return 'shared';
  return undefined;
}

/** A file that only tests or measures may use a module's testing.ts. */
const isTestSupport = (from: string) =>
  /\.test\.tsx?$/.test(from) || /^(bench|tests|server\/test)\//.test(from) || /\/testing\.ts$/.test(from);

/** The source path an import names: .js becomes .ts (or .tsx when that is the file that exists). */
function sourceOf(target: string, known: Set<string>): string {
  const ts = target.replace(/\.js$/, '.ts');
  if (known.has(ts)) return ts;
  const tsx = target.replace(/\.js$/, '.tsx');
  return known.has(tsx) ? tsx : ts;
}

/** Circles among run-time imports, each named by its files in order. */
function circles(edges: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of edges.get(file) ?? []) {
      if (!edges.has(next)) continue;
      const s = state.get(next);
      if (s === 'open') found.push([...stack.slice(stack.indexOf(next)), next]);
      else if (s === undefined) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of [...edges.keys()].sort()) if (!state.has(file)) visit(file);
  return found;
}

export function breaches(files: Array<{ path: string; source: string }>): string[] {
  const found: string[] = [];
  const known = new Set(files.map((f) => relative(root, f.path)));
  const edges = new Map<string, string[]>();
  for (const { path, source } of files) {
    const from = relative(root, path);
    const top = from.split('/')[0];
    const feature = /^src\/features\/([^/]+)\//.exec(from)?.[1];
    const home = /^server\/(modules|providers)\/([^/]+)\//.exec(from);
    const runtime: string[] = [];
    edges.set(from, runtime);
    for (const m of source.matchAll(IMPORT)) {
      const typeOnly = Boolean(m[1]);
      const spec = m[2] ?? m[3];
      if (!spec?.startsWith('.')) continue;
      const target = relative(root, resolve(dirname(path), spec));
      if (!typeOnly) runtime.push(sourceOf(target, known));
      const targetTop = target.split('/')[0] ?? '';
      const rule = (msg: string) => found.push(`${from}: imports ${spec} (${msg})`);
      if (top === 'contract' && ['src', 'sw', 'server'].includes(targetTop))
        rule('contract imports nothing of src, sw or server');
      if ((top === 'src' || top === 'sw') && targetTop === 'server') rule('the browser never imports the server');
      if (top === 'server' && (targetTop === 'src' || targetTop === 'sw')) rule('the server never imports the browser');
      const targetFeature = /^src\/features\/([^/]+)\//.exec(target)?.[1];
      if (feature && targetFeature && feature !== targetFeature) rule('a feature never imports another feature');
      const layers = `${layerOf(from)}>${layerOf(target)}`;
      if (layers === 'shared>feature' || layers === 'shared>shell')
        rule('shared code never imports the shell or a feature');
      if (layers === 'feature>shell') rule('a feature never imports the shell');
      if (from.startsWith('src/ui/') && target.startsWith('src/api/'))
        rule('shared UI is given its data by the screen that shows it');
      const unit = /^server\/(modules|providers)\/([^/]+)\/(.+)$/.exec(target);
      if (unit && !(home && home[1] === unit[1] && home[2] === unit[2])) {
        const entry = unit[3]?.replace(/\.(js|ts)$/, '');
        if (entry === 'testing' ? !isTestSupport(from) : entry !== 'index')
          rule(`enter server/${unit[1]}/${unit[2]} through its index.ts`);
      }
      if (from.startsWith('server/providers/') && target.startsWith('server/modules/') && !isTestSupport(from))
        rule('providers never import modules');
    }
  }
  for (const circle of circles(edges)) found.push(`import circle: ${circle.join(' -> ')}`);
  return found;
}

if (process.argv[1]?.endsWith('check-imports.ts')) {
  const files = ['contract', 'src', 'sw', 'server', 'bench', 'tests']
    .flatMap((d) => walk(d))
    .map((path) => ({ path, source: readFileSync(path, 'utf8') }));
  const found = breaches(files);
  if (found.length > 0) {
    console.error(`Import rules broken:\n${found.join('\n')}`);
    process.exit(1);
  }
  console.log(`import rules hold across ${files.length} files`);
}
