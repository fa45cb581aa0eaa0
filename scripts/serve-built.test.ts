import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { assertPortFree, serveBuilt } from './serve-built.js';

let taken: Server | null = null;
afterEach(async () => {
  await new Promise<void>((done) => (taken ? taken.close(() => done()) : done()));
  taken = null;
});

/** A port another process listens on, as a server left running would. */
function takePort(): Promise<number> {
  return new Promise((resolve) => {
    taken = createServer();
    taken.listen(0, '127.0.0.1', () => {
      const address = taken?.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
}

describe('the built server for the browser checks', () => {
  it('is not started on a port another process listens on, so no check measures that process', async () => {
    const port = await takePort();
    await expect(assertPortFree(port)).rejects.toThrow(`port ${port} is taken by another process`);
    const before = process.env.BUILT_SERVER_URL;
    delete process.env.BUILT_SERVER_URL;
    try {
      await expect(serveBuilt(port)).rejects.toThrow(/is taken by another process/);
    } finally {
      if (before !== undefined) process.env.BUILT_SERVER_URL = before;
    }
  });

  it('finds a free port free', async () => {
    const port = await takePort();
    await new Promise<void>((done) => taken?.close(() => done()));
    taken = null;
    await expect(assertPortFree(port)).resolves.toBeUndefined();
  });
});
