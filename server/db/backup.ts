/**
 * Backup and restore of the embedded database (decision 252). A backup is PGlite's own dump of its
 * files, taken between two statements by the process that has them open: the running server
 * answers on a socket inside the data folder (only who may read the folder may connect), and with
 * the server stopped the backup tool opens the folder itself under the folder's lock. A dump taken
 * inside a transaction holds what was committed: the restored database recovers as after a crash.
 * A restore goes into an empty folder only and records itself in database_restores, so the
 * restored server settles no withdrawal before reconciling each pending one with custody.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { readCheckpoint } from './checkpoint.js';
import { folderIdentity, markFolder } from './data-folder.js';
import { type Database, type OpenedDatabase, openDatabase } from './index.js';
import { acquireDataDirLock } from './lock.js';

const backupSocketPath = (dataDir: string) => join(dataDir, 'backup.sock');

/** Serves dumps to the backup tool while the server runs; returns the stop. */
export async function serveBackups(
  dataDir: string,
  opened: OpenedDatabase,
  onError: (e: Error) => void,
): Promise<() => Promise<void>> {
  const { dump } = opened;
  if (!dump) return async () => {};
  const path = backupSocketPath(dataDir);
  // A socket file left by a crash, or copied with the folder: this process holds the lock now.
  rmSync(path, { force: true });
  const server: Server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/backup') {
      res.writeHead(404).end();
      return;
    }
    dump().then(
      (bytes) => res.writeHead(200, { 'content-type': 'application/gzip' }).end(bytes),
      (e: Error) => {
        onError(e);
        res.writeHead(500).end(e.message);
      },
    );
  });
  const listening = await new Promise<boolean>((resolve) => {
    server.once('error', (e) => {
      onError(e);
      resolve(false);
    });
    server.listen(path, () => resolve(true));
  });
  return async () => {
    if (listening) await new Promise<void>((r) => server.close(() => r()));
    rmSync(path, { force: true });
  };
}

/** Asks the running server for a dump; null when no server answers on the folder's socket. */
export function dumpFromRunningServer(dataDir: string): Promise<Uint8Array | null> {
  const socketPath = backupSocketPath(dataDir);
  if (!existsSync(socketPath)) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const req = request({ socketPath, path: '/backup', method: 'POST' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        if (res.statusCode === 200) resolve(new Uint8Array(body));
        else reject(new Error(`the running server could not take the backup: ${body.toString() || res.statusCode}`));
      });
    });
    req.on('error', (e: NodeJS.ErrnoException) =>
      e.code === 'ECONNREFUSED' || e.code === 'ENOENT' ? resolve(null) : reject(e),
    );
    req.end();
  });
}

/** A dump of a stopped server's folder, under its lock. */
export async function dumpStoppedFolder(dataDir: string): Promise<Uint8Array> {
  const release = await acquireDataDirLock(dataDir, 'backup tool');
  try {
    const opened = await openDatabase({ dataDir });
    try {
      if (!opened.dump) throw new Error('not an embedded database');
      return await opened.dump();
    } finally {
      await opened.close();
    }
  } finally {
    await release();
  }
}

export class RestoreRefusedError extends Error {}

/** Loads a backup into an empty (or missing) folder and marks the database as restored. */
export async function restoreIntoFolder(
  dataDir: string,
  archive: Uint8Array,
  source: string,
  now: Date,
): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0)
    throw new RestoreRefusedError(
      `the data folder ${dataDir} is not empty: restore into a new, empty folder (a folder in use is never overwritten)`,
    );
  mkdirSync(dataDir, { recursive: true });
  const release = await acquireDataDirLock(dataDir, 'restore tool');
  try {
    const loaded = await PGlite.create(`${dataDir}/pg`, {
      loadDataDir: new Blob([archive as Uint8Array<ArrayBuffer>]),
    });
    await loaded.close();
    const opened = await openDatabase({ dataDir }); // migrates a backup of an older version
    try {
      await markRestored(opened.db, source, now);
      await markFolder(opened.db, folderIdentity(dataDir), false, now);
    } finally {
      await opened.close();
    }
  } finally {
    await release();
  }
}

/**
 * Records a restore (also after pg_restore on PostgreSQL): no money leaves until it is reconciled.
 * The payments custody and the bank made since the restored data's last checkpoint are read then
 * (decision 377); a backup from before checkpoints were kept is reconciled from the beginning.
 */
export async function markRestored(db: Database, source: string, now: Date): Promise<void> {
  const since = (await readCheckpoint(db))?.at ?? null;
  await db.insertInto('database_restores').values({ id: randomUUID(), restored_at: now, source, since }).execute();
}
