import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isConnected, network } from './network.js';
import {
  callStarted,
  checkReachableOnOpen,
  markReachable,
  markUnreachable,
  resetNetworkForTests,
  takesWrites,
} from './reachability.js';
import { watchNetwork } from './watch-network.js';

describe('server reachability', () => {
  beforeEach(() => {
    resetNetworkForTests(async () => false);
  });

  it('an answer to a call sent before a failure does not undo the failure', () => {
    const early = callStarted();
    const failed = callStarted();
    markUnreachable(failed);
    expect(network.reachable).toBe(false);
    // The early call was on its way when the server stopped answering: its answer is old news.
    markReachable(early);
    expect(network.reachable).toBe(false);
  });

  it('an answer to a call sent after the failure makes the server reachable again', () => {
    markUnreachable(callStarted());
    markReachable(callStarted());
    expect(network.reachable).toBe(true);
  });
});

describe('a page opened from the service worker cache', () => {
  /** Puts the store back with an opening probe that answers `answer` and counts its questions. */
  function openProbe(answer: boolean): { asked: number } {
    const count = { asked: 0 };
    resetNetworkForTests(
      async () => false,
      async () => {
        count.asked += 1;
        return answer;
      },
    );
    return count;
  }

  it('asks the server once and shows offline when nothing answers, though the browser says online', async () => {
    const probe = openProbe(false);
    await checkReachableOnOpen();
    expect(probe.asked).toBe(1);
    expect(network.online).toBe(true);
    expect(isConnected()).toBe(false);
  });

  it('stays connected when the server answers', async () => {
    openProbe(true);
    await checkReachableOnOpen();
    expect(isConnected()).toBe(true);
  });
});

describe('the recovery probe (GET /api/ready)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  const answering = (status: number, body: unknown) =>
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status }));

  it('finds the server back once its database takes writes, though a job or migration keeps it unready', async () => {
    answering(200, { status: 'ok', database: 'up' });
    expect(await takesWrites()).toBe(true);
    answering(503, { status: 'error', database: 'up', jobs: 'stopped', stoppedJobs: ['deposits'] });
    expect(await takesWrites()).toBe(true);
  });

  it('does not while the database is down or full, the server stops, or nothing answers', async () => {
    answering(503, { status: 'error', database: 'full' });
    expect(await takesWrites()).toBe(false);
    answering(503, { status: 'error', server: 'stopping' });
    expect(await takesWrites()).toBe(false);
    answering(502, 'Bad gateway');
    expect(await takesWrites()).toBe(false);
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await takesWrites()).toBe(false);
  });
});

describe('the device back online while the server did not answer', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("asks the server before showing connected again: the probes' code loads when it is needed", async () => {
    let asked = 0;
    resetNetworkForTests(async () => {
      asked += 1;
      return true;
    });
    vi.stubGlobal('window', new EventTarget());
    vi.stubGlobal('navigator', { onLine: true });
    watchNetwork();
    markUnreachable(callStarted());
    window.dispatchEvent(new Event('offline'));
    expect(network.online).toBe(false);
    window.dispatchEvent(new Event('online'));
    expect(isConnected()).toBe(false);
    await vi.waitFor(() => expect(isConnected()).toBe(true));
    expect(asked).toBe(1);
  });
});
