/**
 * One outage, one start line and one end line: failures and successes that alternate while the
 * database is unwell (a terminated backend's pool of broken connections, a full disk that still
 * answers reads) are counted within it, and it ends only once no failure has come for a while.
 */
import { describe, expect, it } from 'vitest';
import { memoryLogger } from '../log.js';
import { DatabaseOutage, OUTAGE_QUIET_MS } from './faults.js';

const fault = Object.assign(new Error('could not extend file: No space left on device'), { code: '53100' });

describe('a database outage', () => {
  it('is one start and one end line however often failures and successes alternate', () => {
    const log = memoryLogger();
    let now = 1_000_000;
    const outage = new DatabaseOutage(log, () => now);
    for (let i = 0; i < 99; i++) {
      outage.failed(fault);
      now += 200;
      outage.recovered(); // a read that still works on a full disk
      now += 200;
    }
    expect(outage.down).toBe(true);
    expect(outage.started).toBe(1);
    now += OUTAGE_QUIET_MS;
    outage.recovered();
    expect(outage.down).toBe(false);
    expect(log.lines.map((l) => l.msg)).toEqual(['database unavailable', 'database available again']);
    expect(log.lines[1]).toMatchObject({ failedRequests: 99 });
  });

  it('counts a new outage once the last has ended', () => {
    const log = memoryLogger();
    let now = 0;
    const outage = new DatabaseOutage(log, () => now);
    outage.failed(fault);
    now += OUTAGE_QUIET_MS;
    outage.recovered();
    outage.failed(fault);
    expect(outage.started).toBe(2);
  });
});
