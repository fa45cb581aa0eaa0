/**
 * A fault is logged once when it starts, counted while it lasts and summed when it ends (decision
 * 282): a background job failing every second through a database outage, or every call failing
 * the same way on a full disk, writes two lines, not one per tick or per request. Each fault has
 * a key (the job's name, the error's kind); a fault nobody declares over ends after `quietMs`
 * without a recurrence.
 */
import type { Logger } from '../log.js';

interface Open {
  msg: string;
  since: number;
  count: number;
  timer?: ReturnType<typeof setTimeout>;
}

interface FaultLog {
  /** Logs `msg` with `fields` if `key` is not failing yet; counts it otherwise. */
  failed(key: string, msg: string, fields: Record<string, unknown>, opts?: { quietMs?: number }): void;
  /** Ends `key`'s fault, if any, with one line summing it. */
  recovered(key: string): void;
  /** How many times each open fault has happened so far. */
  open(): Map<string, number>;
}

export function createFaultLog(log: Logger, now: () => number = Date.now): FaultLog {
  const faults = new Map<string, Open>();

  function recovered(key: string): void {
    const f = faults.get(key);
    if (!f) return;
    if (f.timer) clearTimeout(f.timer);
    faults.delete(key);
    log.info(`${f.msg}: over`, { fault: key, failures: f.count, lastedMs: now() - f.since });
  }

  return {
    failed(key, msg, fields, opts) {
      let f = faults.get(key);
      if (f) {
        f.count++;
      } else {
        f = { msg, since: now(), count: 1 };
        faults.set(key, f);
        log.error(msg, { ...fields, fault: key });
      }
      if (opts?.quietMs !== undefined) {
        if (f.timer) clearTimeout(f.timer);
        f.timer = setTimeout(() => recovered(key), opts.quietMs);
        // A fault's end never keeps the process alive.
        f.timer.unref?.();
      }
    },
    recovered,
    open: () => new Map([...faults].map(([k, f]) => [k, f.count])),
  };
}
