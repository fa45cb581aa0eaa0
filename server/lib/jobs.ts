/**
 * One runner for the server's background jobs. Each job has a name and an interval; a run never
 * overlaps the job's previous run; a failure is logged once with the job's name when the job
 * starts failing, counted while it keeps failing, and summed when a run succeeds again (decision
 * 282), and the job keeps its schedule; `stop()` ends every schedule and waits for the runs in
 * flight (shutdown). A run gets the injected clock's time, so jobs that compare with "now" follow
 * the tests' clock. Each job's last success is kept for the metrics (its lag), and its last run
 * for readiness (decision 323).
 */
import type { Clock } from '../clock.js';
import type { Logger } from '../log.js';
import { createFaultLog } from './fault-log.js';

export interface Job {
  name: string;
  everyMs: number;
  /** The first run, after start (default: one interval). */
  firstAfterMs?: number;
  run(now: Date): Promise<unknown>;
}

export interface JobState {
  everyMs: number;
  /** When the job was added: its lag counts from here until a first success. */
  since: Date;
  lastSuccess: Date | null;
  /** Runs failed since the last success. */
  failing: number;
  /** When a run last finished, well or not: a job that has not finished one for long has stalled. */
  lastRun: Date | null;
  /** The runner was stopped: the job runs no more. */
  stopped: boolean;
}

/**
 * A job has stopped running when its runner was stopped, or when no run has finished for three of
 * its intervals and a minute (a run that hangs, a schedule that died): readiness reports it.
 */
export function jobStopped(s: JobState, now: Date): boolean {
  const last = (s.lastRun ?? s.since).getTime();
  return s.stopped || now.getTime() - last > 3 * s.everyMs + 60_000;
}

export interface JobRunner {
  add(job: Job): void;
  stop(): Promise<void>;
  /** Each job's state, by name. */
  states(): ReadonlyMap<string, JobState>;
}

export function createJobRunner(deps: {
  clock: Clock;
  log: Logger;
  /**
   * Takes a failure that is not the job's own (the database unavailable) and returns true when it
   * reported it: the job keeps quiet, and the outage is one start and one end line for all jobs.
   */
  absorb?: (e: unknown) => boolean;
}): JobRunner {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const running = new Set<Promise<unknown>>();
  const states = new Map<string, JobState>();
  const faults = createFaultLog(deps.log);
  let stopped = false;

  function schedule(job: Job, afterMs: number, busy: { run: Promise<unknown> | null }): void {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!busy.run) {
        const state = states.get(job.name);
        const run = job
          .run(deps.clock.now())
          .then(() => {
            if (state) {
              state.lastSuccess = deps.clock.now();
              state.failing = 0;
            }
            faults.recovered(job.name);
          })
          .catch((e: unknown) => {
            if (state) state.failing++;
            if (deps.absorb?.(e)) return;
            faults.failed(job.name, 'background job failed', {
              job: job.name,
              error: e instanceof Error ? e.message : String(e),
            });
          })
          .finally(() => {
            if (state) state.lastRun = deps.clock.now();
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
      states.set(job.name, {
        everyMs: job.everyMs,
        since: deps.clock.now(),
        lastSuccess: null,
        failing: 0,
        lastRun: null,
        stopped: false,
      });
      schedule(job, job.firstAfterMs ?? job.everyMs, { run: null });
    },
    async stop() {
      stopped = true;
      for (const s of states.values()) s.stopped = true;
      for (const t of timers) clearTimeout(t);
      timers.clear();
      await Promise.all(running);
    },
    states: () => states,
  };
}
