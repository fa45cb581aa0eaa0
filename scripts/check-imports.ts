/**
 * Keeps the architecture honest. Exits 1 naming each breach of these rules:
 * - contract imports none of src, sw or server; src never imports server and the reverse;
 * - the browser code is layered shared -> features -> shell: shared code (contract, src/lib, src/ui,
 *   src/api, src/state, src/offline and the rest of src) never imports a feature or the shell
 *   (src/app, src/main.tsx); a feature never imports the shell or another feature;
 * - shared UI (src/ui) never calls the server: the screen that shows it hands it its data;
 * - a server module or provider (server/modules/X, server/providers/X) is entered only through
 *   its index.ts; its testing.ts serves tests and benchmarks only, its tables.ts the database
 *   schema only;
 * - the server's layers only look down: lib < db < providers < call kit < modules < http < start
 *   (SERVER_LAYERS); tests and their helpers may reach any layer;
 * - no circle of imports, type-only imports included: a circle of types still means neither side
 *   can be read, changed or tested without the other;
 * - the API client every call goes through, and the history's store a signed-in start loads, never
 *   reach the address checks or the account forms' checks through static imports (ALWAYS_LOADED,
 *   KEPT_OUT).
 */
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { ACCOUNT_CHECKS, tsFileOf } from './account-checks-chunk.js';
import { typescriptUnder } from './project-files.js';

const root = resolve('.');
const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

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

/**
 * The server's layers, lowest first; a file imports only from its own layer or one below. The call
 * kit is what modules build their calls on (the call table, errors, audit, rate limits, the
 * dependencies' shape, the mounting of a provider's notification); a module's or provider's
 * tables.ts is its share of the database schema.
 */
export const SERVER_LAYERS: ReadonlyArray<readonly [string, RegExp]> = [
  ['lib', /^server\/(lib\/|(clock|log|start-error|data-dir|local-secrets-file)\.ts$)/],
  ['db', /^server\/(db\/|(modules|providers)\/[^/]+\/tables\.ts$)/],
  ['providers', /^server\/providers\//],
  [
    'call kit',
    /^server\/((config|deps|secrets)\.ts$|http\/(call|errors|audit|rate-limit|client-ip|payload|notification-route)\.ts$)/,
  ],
  ['modules', /^server\/modules\//],
  ['http', /^server\/http\//],
  ['start', /^server\//],
];

/** A file's layer index, or undefined for test support, which may reach any layer. */
function serverLayerOf(file: string): number | undefined {
  if (!file.startsWith('server/') || isTestSupport(file)) return undefined;
  const i = SERVER_LAYERS.findIndex(([, pattern]) => pattern.test(file));
  return i < 0 ? undefined : i;
}

/**
 * Each circle of imports (a strongly connected set of files, Tarjan), named by one path through it
 * from its first file back to that file, with the number of files it joins.
 */
function circles(edges: Map<string, string[]>): Array<{ files: number; path: string[] }> {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const sets: string[][] = [];
  const next = (file: string) => (edges.get(file) ?? []).filter((n) => edges.has(n));
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file) ?? 0);
    stack.push(file);
    onStack.add(file);
    for (const n of next(file)) {
      if (!index.has(n)) {
        visit(n);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(n) ?? 0));
      } else if (onStack.has(n)) low.set(file, Math.min(low.get(file) ?? 0, index.get(n) ?? 0));
    }
    if (low.get(file) !== index.get(file)) return;
    const set: string[] = [];
    for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
      onStack.delete(top);
      set.push(top);
      if (top === file) break;
    }
    if (set.length > 1 || next(file).includes(file)) sets.push(set.sort());
  };
  for (const file of [...edges.keys()].sort()) if (!index.has(file)) visit(file);
  return sets.map((set) => ({ files: set.length, path: loopFrom(set, next) }));
}

/**
 * The shortest way of imports from `from` to the first file `ends` accepts (`from` itself only as
 * the end of a way back to it), following `next`: the files in order, or undefined when none.
 */
function shortestWay(
  from: string,
  next: (file: string) => readonly string[],
  ends: (file: string) => boolean,
): string[] | undefined {
  const came = new Map<string, string>();
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const file = queue[i] ?? '';
    for (const n of next(file)) {
      if (ends(n)) {
        const way = [file, n];
        for (let f = came.get(file); f !== undefined; f = came.get(f)) way.unshift(f);
        return way;
      }
      if (!came.has(n) && n !== from) {
        came.set(n, file);
        queue.push(n);
      }
    }
  }
  return undefined;
}

/** The shortest way from the set's first file back to itself, staying inside the set. */
function loopFrom(set: string[], next: (file: string) => string[]): string[] {
  const start = set[0] ?? '';
  const inside = new Set(set);
  return (
    shortestWay(
      start,
      (file) => next(file).filter((n) => inside.has(n)),
      (n) => n === start,
    ) ?? [start, start]
  );
}

/**
 * Files every signed-in start loads, and what their static imports never reach: each is for the
 * screens that ask for it. Pulled into the API client's file, it was parsed and run on every screen
 * (decision 513).
 */
const ALWAYS_LOADED = ['src/api/transport.ts', 'src/state/history.ts'];
const KEPT_OUT: ReadonlyArray<readonly [RegExp, string]> = [
  [/^contract\/addresses\//, 'the address checks, which only screens taking an address load'],
  [
    tsFileOf(ACCOUNT_CHECKS),
    "the account forms' checks, which only screens asking for an e-mail, a name or a password load",
  ],
];

export function breaches(files: Array<{ path: string; source: string }>): string[] {
  const found: string[] = [];
  const known = new Set(files.map((f) => relative(root, f.path)));
  const edges = new Map<string, string[]>();
  const staticEdges = new Map<string, string[]>();
  for (const { path, source } of files) {
    const from = relative(root, path);
    const top = from.split('/')[0];
    const feature = /^src\/features\/([^/]+)\//.exec(from)?.[1];
    const home = /^server\/(modules|providers)\/([^/]+)\//.exec(from);
    const imported: string[] = [];
    const importedStatically: string[] = [];
    edges.set(from, imported);
    staticEdges.set(from, importedStatically);
    const fromLayer = serverLayerOf(from);
    for (const m of source.matchAll(IMPORT)) {
      const spec = m[1] ?? m[2];
      if (!spec?.startsWith('.')) continue;
      const target = relative(root, resolve(dirname(path), spec));
      const targetFile = sourceOf(target, known);
      imported.push(targetFile);
      // A type-only import is erased: it loads nothing.
      if (m[1] !== undefined && !/^(import|export)\s+type\s/.test(m[0])) importedStatically.push(targetFile);
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
        const allowed =
          entry === 'index' ||
          (entry === 'testing' && isTestSupport(from)) ||
          (entry === 'tables' && from === 'server/db/schema.ts');
        if (!allowed) rule(`enter server/${unit[1]}/${unit[2]} through its index.ts`);
      }
      const targetLayer = serverLayerOf(targetFile);
      if (fromLayer !== undefined && targetLayer !== undefined && targetLayer > fromLayer)
        rule(`${SERVER_LAYERS[fromLayer]?.[0]} never imports ${SERVER_LAYERS[targetLayer]?.[0]}: layers look down`);
    }
  }
  for (const { files, path } of circles(edges))
    found.push(`import circle through ${files} files: ${path.join(' -> ')}`);
  for (const start of ALWAYS_LOADED.filter((file) => known.has(file)))
    for (const [out, what] of KEPT_OUT) {
      const way = shortestWay(
        start,
        (file) => staticEdges.get(file) ?? [],
        (file) => out.test(file),
      );
      if (way) found.push(`${start}: reaches ${what}: ${way.join(' -> ')}`);
    }
  return found;
}

if (process.argv[1]?.endsWith('check-imports.ts')) {
  const files = ['contract', 'src', 'sw', 'server', 'bench', 'tests']
    .flatMap((d) => typescriptUnder(d, { tests: true }))
    .map((path) => ({ path, source: readFileSync(path, 'utf8') }));
  const found = breaches(files);
  if (found.length > 0) {
    console.error(`Import rules broken:\n${found.join('\n')}`);
    process.exit(1);
  }
  console.log(`import rules hold across ${files.length} files`);
}
