/**
 * One runner for the server's background jobs. Each job has a name and an interval; a run never
 * overlaps the job's previous run; a failure is logged with the job's name and the job keeps its
 * schedule; `stop()` ends every schedule and waits for the runs in flight (shutdown). A run gets
 * the injected clock's time, so jobs that compare with "now" follow the tests' clock.
 */
import type { Clock } from '../clock.js';
import type { Logger } from '../log.js';

export interface Job {
  name: string;
  everyMs: number;
  /** The first run, after start (default: one interval). */
  firstAfterMs?: number;
  run(now: Date): Promise<unknown>;
}

export interface JobRunner {
  add(job: Job): void;
  stop(): Promise<void>;
}

export function createJobRunner(deps: { clock: Clock; log: Logger }): JobRunner {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const running = new Set<Promise<unknown>>();
  let stopped = false;

  function schedule(job: Job, afterMs: number, busy: { run: Promise<unknown> | null }): void {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!busy.run) {
        const run = job
          .run(deps.clock.now())
          .catch((e: unknown) =>
            deps.log.error('background job failed', {
              job: job.name,
              error: e instanceof Error ? e.message : String(e),
            }),
          )
          .finally(() => {
            running.delete(run);
            busy.run = null;
          });
        busy.run = run;
        running.add(run);
      }
      schedule(job, job.everyMs, busy);
    }, afterMs);
    // Jobs never keep the process alive on their own.
    timer.unref?.();
    timers.add(timer);
  }

  return {
    add(job) {
      schedule(job, job.firstAfterMs ?? job.everyMs, { run: null });
    },
    async stop() {
      stopped = true;
      for (const t of timers) clearTimeout(t);
      timers.clear();
      await Promise.all(running);
    },
  };
}
