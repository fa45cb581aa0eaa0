/**
 * The builds the real-user benchmark compares: this checkout (built already) and named commits,
 * each checked out in a temporary git worktree (node_modules linked to this checkout's) and built
 * there as production builds it. Each side runs its own compiled server on its own fresh data
 * folder, migrated by that server and seeded by bench/rum-seed.ts through the side's own code
 * while the server is stopped, so sides whose server code differs never share a database
 * (decisions 425 and 460).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { SERVER_ENTRY } from '../scripts/serve-built.js';

export interface Side {
  name: string;
  dir: string;
}

export interface Seeded {
  buyer: { email: string; password: string };
  history: { email: string; password: string };
}

export interface RunningSide extends Side {
  url: string;
  seeded: Seeded;
  stop(): Promise<void>;
}

const git = (args: string[], cwd = process.cwd()) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

export function shortCommit(ref: string): string {
  return git(['rev-parse', '--short=10', `${ref}^{commit}`]);
}

/** The default baseline: where this branch left main. */
export function defaultBaseline(): string {
  return git(['merge-base', 'HEAD', 'main']);
}

function run(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): void {
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'], env });
}

/** A commit checked out and built in /tmp/rum-<commit>, reused when already built there. */
export function prepareCommit(ref: string, say: (line: string) => void): Side {
  const commit = shortCommit(ref);
  const dir = join(tmpdir(), `rum-${commit}`);
  if (!existsSync(join(dir, compiledServer(dir) ? SERVER_ENTRY : 'dist/index.html'))) {
    if (!existsSync(dir)) git(['worktree', 'add', '--detach', dir, commit]);
    if (!existsSync(join(dir, 'node_modules'))) symlinkSync(resolve('node_modules'), join(dir, 'node_modules'));
    say(`building ${commit} in ${dir}`);
    run('npx', ['vite', 'build'], dir);
    run(process.execPath, ['--import', 'tsx', 'scripts/compress-dist.ts'], dir);
    if (compiledServer(dir)) run('npx', ['tsc', '-p', 'tsconfig.server.json'], dir);
  }
  return { name: commit, dir };
}

/**
 * Whether a checkout compiles its server (since 2026-11-22); an older one served from its
 * TypeScript sources through the tsx loader, and is started that way.
 */
function compiledServer(dir: string): boolean {
  return existsSync(join(dir, 'tsconfig.server.json'));
}

async function waitHealthy(url: string, child: ChildProcess): Promise<void> {
  // A side served from its sources compiles them as it starts: minutes on a loaded machine.
  const deadline = Date.now() + 600_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null) throw new Error(`the server at ${url} exited while starting`);
    if (Date.now() > deadline) throw new Error(`the server at ${url} did not become healthy in 10 minutes`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

/**
 * The environment a side's server runs with: the benchmark's port and the side's own data folder.
 * A DATABASE_URL in the caller's environment is left out: with it every side would run on that one
 * database (where the seeding never wrote), and the older side would refuse the newer side's
 * migrations ("previously executed migration … is missing").
 */
export function sideEnv(env: NodeJS.ProcessEnv, port: number, dataDir: string): NodeJS.ProcessEnv {
  const own: NodeJS.ProcessEnv = {
    ...env,
    APP_MODE: 'local',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  delete own.DATABASE_URL;
  return own;
}

/** How a checkout's server is started: compiled since 2026-11-22, from its sources through tsx before. */
export function serverArgs(dir: string): string[] {
  return ['--enable-source-maps', ...(compiledServer(dir) ? [SERVER_ENTRY] : ['--import', 'tsx', 'server/main.ts'])];
}

function startServer(side: Side, dataDir: string, port: number) {
  const child = spawn(process.execPath, serverArgs(side.dir), {
    cwd: side.dir,
    env: sideEnv(process.env, port, dataDir),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  return {
    url,
    // A server that never became healthy is stopped, not left running after the benchmark.
    ready: waitHealthy(url, child).catch((e: unknown) => {
      child.kill('SIGTERM');
      throw e;
    }),
    stop: () =>
      new Promise<void>((r) => {
        if (child.exitCode !== null) return r();
        child.once('exit', () => r());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * What a side's seeded data depends on: its server's code (migrations, the server's own seed, the
 * factory and ledger bench/rum-seed.ts writes with) and the contract it shares with the client, tests
 * left out, plus the seeding script. Sides with the same key start from one seeded template (each
 * run on a copy of its own); a side whose server differs, if only in one module, is seeded by its
 * own code into a template of its own. A change to the client alone keeps the template.
 */
export function seedKey(dir: string): string {
  const hash = createHash('sha1');
  for (const folder of SEEDED_BY) {
    if (!existsSync(join(dir, folder))) continue;
    const files = readdirSync(join(dir, folder), { recursive: true, withFileTypes: true })
      .filter((f) => f.isFile() && !f.name.endsWith('.test.ts'))
      .map((f) => join(f.parentPath, f.name))
      .sort();
    for (const f of files) hash.update(relative(dir, f)).update(readFileSync(f));
  }
  hash.update(readFileSync(SEED_SCRIPT));
  return hash.digest('hex').slice(0, 10);
}

const SEEDED_BY = ['server', 'contract'];
const SEED_SCRIPT = resolve(import.meta.dirname, 'rum-seed.ts');

/**
 * The seeded template `rum-data-<key>` in `root`, made once by `seed` and kept for later runs. It is
 * seeded in a folder of its own and moved into place only when whole, so a seeding that failed or
 * was stopped leaves nothing a later run would take, and the server's mark beside the folder
 * (`<folder>.generation`, rollback.ts) goes with it instead of lying in `root`.
 */
export async function seededTemplate(
  key: string,
  seed: (dataDir: string) => Promise<Seeded>,
  root = tmpdir(),
): Promise<{ dir: string; seeded: Seeded }> {
  const dir = join(root, `rum-data-${key}`);
  const seededFile = join(dir, SEEDED_FILE);
  if (!existsSync(seededFile)) {
    const work = mkdtempSync(join(root, 'rum-seeding-'));
    try {
      const dataDir = join(work, 'data');
      const seeded = await seed(dataDir);
      writeFileSync(join(dataDir, SEEDED_FILE), JSON.stringify(seeded));
      // What an older benchmark left there unfinished, never a whole template (checked above).
      rmSync(dir, { recursive: true, force: true });
      rmSync(`${dir}.generation`, { force: true });
      try {
        renameSync(dataDir, dir);
      } catch (e) {
        // Another run finished the same template meanwhile: theirs is as good.
        if (!existsSync(seededFile)) throw e;
      }
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
  return { dir, seeded: JSON.parse(readFileSync(seededFile, 'utf8')) as Seeded };
}

const SEEDED_FILE = 'rum-seeded.json';

/**
 * A copy of a template for one run, in a folder of its own in `root` that also takes the server's
 * mark beside the data folder: `remove()` leaves nothing behind.
 */
export function runCopy(template: string, root = tmpdir()): { dataDir: string; remove(): void } {
  const run = mkdtempSync(join(root, 'rum-run-'));
  const dataDir = join(run, 'data');
  cpSync(template, dataDir, { recursive: true });
  rmSync(join(dataDir, SEEDED_FILE));
  return { dataDir, remove: () => rmSync(run, { recursive: true, force: true }) };
}

/**
 * A data folder migrated and seeded by a side's own server and then given the benchmark's
 * customers by the side's own code (its factories and ledger, run from its checkout); kept in
 * /tmp per server code and history size (seedKey), and copied for each run.
 */
async function seededData(side: Side, rows: number, port: number, say: (l: string) => void) {
  const { dir, seeded } = await seededTemplate(`${seedKey(side.dir)}-${rows}`, async (dataDir) => {
    say(`seeding ${side.name}: a customer with ${rows.toLocaleString('en')} transactions`);
    const first = startServer(side, dataDir, port);
    await first.ready;
    await first.stop();
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', SEED_SCRIPT, dataDir, String(rows)],
      // From the side's checkout: the script loads that checkout's modules, not this one's.
      { cwd: side.dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const line = out.split('\n').find((l) => l.startsWith('SEEDED '));
    if (!line) throw new Error('the seeding printed no customers');
    return JSON.parse(line.slice('SEEDED '.length)) as Seeded;
  });
  return { copy: runCopy(dir), seeded };
}

export async function startSide(side: Side, port: number, rows: number, say: (l: string) => void) {
  const { copy, seeded } = await seededData(side, rows, port, say);
  const server = startServer(side, copy.dataDir, port);
  try {
    await server.ready;
  } catch (e) {
    copy.remove();
    throw e;
  }
  const running: RunningSide = {
    ...side,
    url: server.url,
    seeded,
    async stop() {
      await server.stop();
      copy.remove();
    },
  };
  return running;
}
