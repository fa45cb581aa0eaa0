/**
 * Starts the real server on the production build, on a fresh data dir, for the browser checks:
 * the compiled server (npm run build writes dist-server/), as production runs it. A start on a
 * fresh folder creates and migrates its database: about ten seconds on two busy cores.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The compiled server's entry, as production starts it (package.json's `serve`). */
export const SERVER_ENTRY = 'dist-server/server/main.js';

export function assertServerBuilt(): void {
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(`The compiled server is missing (${SERVER_ENTRY}): run \`npm run build\` first.`);
  }
}

/**
 * The built server on `port`, or the one `npm test` started for its browser steps (the bundle
 * budget and Lighthouse share one: BUILT_SERVER_URL), which is left running for the next step.
 */
export async function serveBuilt(port: number): Promise<{ url: string; stop(): Promise<void> }> {
  const shared = process.env.BUILT_SERVER_URL;
  if (shared) return { url: shared, stop: async () => {} };
  // Another process on the port would answer the health check, and the checks would measure it.
  await assertPortFree(port);
  assertServerBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), 'coinvault-check-'));
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], {
    env: { ...process.env, APP_MODE: 'local', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  // A fresh data folder is migrated and seeded first: on a busy machine that takes a minute or more.
  await untilHealthy(url, {
    within: 180_000,
    gaveUp: () => (child.exitCode !== null ? 'the server exited while starting' : null),
  }).catch((e) => {
    child.kill('SIGTERM');
    throw e;
  });
  return {
    url,
    async stop() {
      // A server that has already ended sends no second 'exit'.
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Rejects, naming the port, when another process listens on it (the server's host, 127.0.0.1). */
export function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (e: NodeJS.ErrnoException) =>
      reject(
        new Error(
          e.code === 'EADDRINUSE'
            ? `port ${port} is taken by another process: stop it, or choose another port`
            : e.message,
        ),
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/**
 * Resolves once the server at `url` answers its liveness check; rejects as soon as `gaveUp` names a
 * reason, or once `within` ms have passed.
 */
export async function untilHealthy(
  url: string,
  { within, gaveUp = () => null }: { within: number; gaveUp?: () => string | null },
): Promise<void> {
  const deadline = Date.now() + within;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    const reason = gaveUp();
    if (reason) throw new Error(reason);
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${Math.round(within / 1000)} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
