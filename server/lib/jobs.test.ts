import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testClock } from '../clock.js';
import { memoryLogger } from '../log.js';
import { createJobRunner } from './jobs.js';

describe('background job runner', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('logs a failure with the job name and keeps the schedule', async () => {
    const log = memoryLogger();
    const runner = createJobRunner({ clock: testClock(), log });
    let runs = 0;
    runner.add({
      name: 'flaky',
      everyMs: 1_000,
      run: async () => {
        runs += 1;
        if (runs === 1) throw new Error('database away');
      },
    });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(runs).toBe(3);
    expect(log.lines.filter((l) => l.level === 'error')).toEqual([
      expect.objectContaining({ msg: 'background job failed', job: 'flaky', error: 'database away' }),
    ]);
    await runner.stop();
  });

  it('keeps quiet on failures it is told are an outage reported elsewhere, and counts them', async () => {
    const log = memoryLogger();
    const absorbed: unknown[] = [];
    const away = new Error('database away');
    const runner = createJobRunner({
      clock: testClock(),
      log,
      absorb: (e) => e === away && absorbed.push(e) > 0,
    });
    for (const name of ['deposits', 'settlement', 'alerts']) {
      runner.add({ name, everyMs: 1_000, run: async () => Promise.reject(away) });
    }
    await vi.advanceTimersByTimeAsync(5_000);
    expect(absorbed).toHaveLength(15);
    expect(log.lines).toEqual([]);
    expect([...runner.states().values()].map((s) => s.failing)).toEqual([5, 5, 5]);
    await runner.stop();
  });

  it('logs a job failing every tick once, and sums the failures when it runs again (an outage is two lines)', async () => {
    const log = memoryLogger();
    const clock = testClock();
    const runner = createJobRunner({ clock, log });
    let down = true;
    runner.add({
      name: 'deposits',
      everyMs: 1_000,
      run: async () => {
        if (down) throw new Error('connect ECONNREFUSED');
      },
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(log.lines).toEqual([
      expect.objectContaining({ level: 'error', msg: 'background job failed', job: 'deposits', fault: 'deposits' }),
    ]);
    expect(runner.states().get('deposits')).toMatchObject({ failing: 60, lastSuccess: null });
    down = false;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(log.lines).toHaveLength(2);
    expect(log.lines[1]).toMatchObject({ level: 'info', msg: 'background job failed: over', failures: 60 });
    expect(runner.states().get('deposits')).toMatchObject({ failing: 0, lastSuccess: clock.now() });
    await runner.stop();
  });

  it('never starts a run while the previous one is still going, and hands each run the clock time', async () => {
    const clock = testClock();
    const runner = createJobRunner({ clock, log: memoryLogger() });
    const seen: Date[] = [];
    let release: () => void = () => {};
    runner.add({
      name: 'slow',
      everyMs: 100,
      firstAfterMs: 0,
      run: (now) => {
        seen.push(now);
        return new Promise<void>((r) => {
          release = r;
        });
      },
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.getTime()).toBe(clock.now().getTime());
    release();
    await vi.advanceTimersByTimeAsync(100);
    expect(seen).toHaveLength(2);
    release();
    await runner.stop();
  });

  it('stop ends every schedule and waits for the run in flight', async () => {
    const runner = createJobRunner({ clock: testClock(), log: memoryLogger() });
    let runs = 0;
    let finished = false;
    runner.add({
      name: 'steady',
      everyMs: 50,
      run: async () => {
        runs += 1;
        await new Promise((r) => setTimeout(r, 30));
        finished = true;
      },
    });
    await vi.advanceTimersByTimeAsync(60);
    expect(runs).toBe(1);
    const stopping = runner.stop();
    await vi.advanceTimersByTimeAsync(30);
    await stopping;
    expect(finished).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(1);
  });
});
