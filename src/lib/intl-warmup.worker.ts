/**
 * Makes one date formatter and says so: see warm-intl.ts. Runs in a dedicated worker of the page,
 * so the set-up it pays for is the process's, not the main thread's.
 */
addEventListener('message', (event: MessageEvent<{ timeZone?: string; options: Intl.DateTimeFormatOptions }>) => {
  const { timeZone, options } = event.data;
  try {
    new Intl.DateTimeFormat('en-US', { ...options, timeZone });
  } catch {
    // An unknown zone: the page falls back to the device's zone, with the same data set up.
    new Intl.DateTimeFormat('en-US', options);
  }
  postMessage('ready');
});
