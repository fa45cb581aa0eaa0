/**
 * The real server as a separate process (local mode, sandboxes on), as an operator runs it: the
 * soak and crash checks start it, kill it with SIGKILL, start it again on the same data and read
 * its resident memory from /proc. In a test run it is the run's compiled server, from the command
 * line the sources through tsx (server/test/compiled-server.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serverCommand } from '../../server/test/compiled-server.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

interface ServerOptions {
  port: number;
  /** The embedded database's folder (also the data folder when DATABASE_URL is set). */
  dataDir: string;
  databaseUrl?: string;
}

export interface ServerProcess {
  readonly base: string;
  readonly pid: number;
  /** Resident memory in MB, or null once the process is gone. */
  rssMb(): number | null;
  /** SIGKILL: no drain, no cleanup, as a crash or an OOM kill. */
  kill9(): Promise<void>;
  /** SIGTERM: the graceful stop an orchestrator sends. */
  stop(): Promise<void>;
  /** What the process wrote to stderr (its last 4 KB), for a failure's message. */
  stderr(): string;
}

export async function startServerProcess(opts: ServerOptions): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    APP_MODE: 'local',
    HOST: '127.0.0.1',
    PORT: String(opts.port),
    DATA_DIR: opts.dataDir,
    // Each simulated customer arrives from its own address through a trusted proxy, as behind
    // a load balancer, so per-address limits apply per customer and not to the whole soak.
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'error',
  };
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  else delete env.DATABASE_URL;
  const [cmd, ...args] = serverCommand();
  const child = spawn(cmd, args, {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errText = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errText = (errText + chunk.toString()).slice(-4096);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${opts.port}`;
  await waitHealthy(base, child, () => errText);
  const pid = child.pid ?? 0;
  return {
    base,
    pid,
    rssMb: () => readRssMb(pid),
    kill9: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
    stderr: () => errText,
  };
}

async function waitHealthy(base: string, child: ChildProcess, stderr: () => string): Promise<void> {
  // A start after a crash waits for the embedded database's lease to run out (15 s).
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${stderr()}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not become healthy in 90 s: ${stderr()}`);
}

function readRssMb(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}
