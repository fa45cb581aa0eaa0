import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntl } from './warm-intl.js';

/** A stand-in for the page's Worker: records what it was sent and can answer or fail. */
class FakeWorker extends EventTarget {
  static made: FakeWorker[] = [];
  readonly sent: unknown[] = [];
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    super();
    FakeWorker.made.push(this);
  }
  postMessage(message: unknown) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
}

const CLOCK: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  FakeWorker.made = [];
});

describe('warmIntl', () => {
  it('sends the zone and options to its worker and resolves, ending it, once the worker answers', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    let resolved = false;
    const warmed = warmIntl('Australia/Sydney', CLOCK).then(() => {
      resolved = true;
    });
    const [worker] = FakeWorker.made;
    expect(worker?.url.pathname).toMatch(/intl-warmup\.worker\.ts$/);
    expect(worker?.sent).toEqual([{ timeZone: 'Australia/Sydney', options: CLOCK }]);
    await Promise.resolve();
    expect(resolved).toBe(false);
    worker?.dispatchEvent(new MessageEvent('message', { data: 'ready' }));
    await warmed;
    expect(worker?.terminated).toBe(true);
  });

  it('resolves when the worker fails, and after a second without an answer', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const failed = warmIntl(undefined, CLOCK);
    FakeWorker.made[0]?.dispatchEvent(new Event('error'));
    await failed;
    expect(FakeWorker.made[0]?.terminated).toBe(true);

    vi.useFakeTimers();
    let resolved = false;
    const silent = warmIntl(undefined, CLOCK).then(() => {
      resolved = true;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await silent;
    expect(FakeWorker.made[1]?.terminated).toBe(true);
  });

  it('resolves at once where there are no workers, or one cannot be made', async () => {
    vi.stubGlobal('Worker', undefined);
    await warmIntl('UTC', CLOCK);
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new Error('SecurityError');
        }
      },
    );
    await warmIntl('UTC', CLOCK);
  });
});
