import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryLogger } from '../log.js';
import { createFaultLog } from './fault-log.js';

describe('fault log', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('logs a fault once when it starts, counts it, and sums it when it is declared over', () => {
    const log = memoryLogger();
    const faults = createFaultLog(log);
    for (let i = 0; i < 500; i++) faults.failed('disk', 'call failed', { error: 'ENOSPC' });
    expect(faults.open().get('disk')).toBe(500);
    vi.advanceTimersByTime(3_000);
    faults.recovered('disk');
    expect(log.lines).toEqual([
      expect.objectContaining({ level: 'error', msg: 'call failed', error: 'ENOSPC', fault: 'disk' }),
      expect.objectContaining({ level: 'info', msg: 'call failed: over', failures: 500, lastedMs: 3_000 }),
    ]);
    expect(faults.open().size).toBe(0);
  });

  it('ends a fault on its own after a quiet period without a recurrence, and a new one starts afresh', () => {
    const log = memoryLogger();
    const faults = createFaultLog(log);
    faults.failed('x', 'call failed', {}, { quietMs: 1_000 });
    vi.advanceTimersByTime(900);
    faults.failed('x', 'call failed', {}, { quietMs: 1_000 });
    vi.advanceTimersByTime(900);
    expect(log.lines).toHaveLength(1);
    vi.advanceTimersByTime(100);
    expect(log.lines[1]).toMatchObject({ msg: 'call failed: over', failures: 2 });
    faults.failed('x', 'call failed', {}, { quietMs: 1_000 });
    expect(log.lines).toHaveLength(3);
  });

  it('keeps faults of different keys apart', () => {
    const log = memoryLogger();
    const faults = createFaultLog(log);
    faults.failed('a', 'job failed', { job: 'a' });
    faults.failed('b', 'job failed', { job: 'b' });
    faults.failed('a', 'job failed', { job: 'a' });
    expect(log.lines.map((l) => l.job)).toEqual(['a', 'b']);
    expect(faults.open()).toEqual(
      new Map([
        ['a', 2],
        ['b', 1],
      ]),
    );
  });
});
