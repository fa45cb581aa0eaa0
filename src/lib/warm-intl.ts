/**
 * The first Intl formatter made in a page's process costs 15 to 60 ms on this project's test
 * machine (and more on a phone): ICU sets up its locale, number and calendar data. That set-up is
 * the process's, shared by all its threads: once a worker of the page has made a formatter, making
 * the same one on the main thread takes a fraction of a millisecond. So a signed-in first screen,
 * which shows a time ('Rates from 14:05'), has a short-lived worker pay for it while the screen's
 * files load, instead of a long task of the main thread.
 */

/** Resolves once a worker has made a formatter for the zone and options (or could not). */
export function warmIntl(timeZone: string | undefined, options: Intl.DateTimeFormatOptions): Promise<void> {
  if (typeof Worker !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./intl-warmup.worker.ts', import.meta.url), { type: 'module', name: 'intl-warmup' });
    } catch {
      resolve();
      return;
    }
    // Whatever happens (the formatter made, the script failed to load, no answer within a second),
    // the page goes on: making the formatter on the main thread is then slower, never wrong.
    const done = () => {
      clearTimeout(timer);
      worker.terminate();
      resolve();
    };
    const timer = setTimeout(done, 1000);
    worker.addEventListener('message', done);
    worker.addEventListener('error', done);
    worker.postMessage({ timeZone, options });
  });
}
