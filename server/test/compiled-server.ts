/**
 * The server as the tests that start it as a process of their own run it (the soak, backup and
 * start checks): compiled once per test run by Vitest's global setup into a folder of its own, as
 * `npm run build` compiles dist-server/, but in about a second and never stale. Started through the
 * tsx loader instead, every start compiled and loaded the sources again: 10 to 11 s of CPU a start
 * where the compiled server takes 6.5 to 8, and 18 s for the first start on a clean machine, whose
 * loader cache is empty. Without the folder (a benchmark run from the command line) the sources
 * run through tsx as before.
 */
import { chmodSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import fastGlob from 'fast-glob';

const ROOT = join(import.meta.dirname, '../..');
const ENTRY = 'server/main.js';

/** What `tsconfig.server.json` compiles: the server and the contract, tests aside. */
const SOURCES = ['server/**/*.ts', 'contract/**/*.ts'];
const NOT_SOURCES = ['**/*.test.ts', '**/*.d.ts', 'server/test/**'];

/**
 * Compiles the server into a new folder and answers the entry's path. The folder's node_modules
 * and server/assets are links to the checkout's, so packages resolve and the PDF fonts are found
 * as from the sources. Readable by everyone: one check starts it as another user.
 */
export async function compileServer(): Promise<{ dir: string; entry: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'coinvault-server-'));
  chmodSync(dir, 0o755);
  await build({
    entryPoints: fastGlob.sync(SOURCES, { cwd: ROOT, ignore: NOT_SOURCES, absolute: true }),
    outdir: dir,
    outbase: ROOT,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    logLevel: 'error',
  });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  symlinkSync(join(ROOT, 'server/assets'), join(dir, 'server/assets'));
  return { dir, entry: join(dir, ENTRY) };
}

/**
 * The command that starts the server: the run's compiled server (COMPILED_SERVER_ENTRY, set by
 * vitest.setup.ts) when there is one, else the sources through the tsx loader.
 */
export function serverCommand(): [string, ...string[]] {
  const compiled = process.env.COMPILED_SERVER_ENTRY;
  return compiled
    ? [process.execPath, '--enable-source-maps', compiled]
    : [process.execPath, '--import', 'tsx', join(ROOT, 'server/main.ts')];
}
