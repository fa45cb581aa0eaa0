/**
 * What the real-user benchmark does to and reads from a page: Lighthouse's mobile conditions set
 * through the DevTools protocol (CPU four times slower; 150 ms round trip, 1.6 Mbit/s down,
 * 750 kbit/s up, the figures of Lighthouse's "slow 4G"), the bytes the page received, and the
 * browser's own paint, long-task and Event Timing entries, collected from the page's first moment.
 */
import type { BrowserContext, CDPSession, Page } from '@playwright/test';

export const MOBILE = {
  cpuSlowdown: 4,
  // RUM_RTT_MS: a poorer network than slow 4G's round trip (a train, a basement: 400 to 800 ms).
  rttMs: Number(process.env.RUM_RTT_MS) || 150,
  downBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  upBytesPerSecond: (750 * 1024) / 8,
};

export interface ThrottledPage {
  page: Page;
  cdp: CDPSession;
  /** Bytes received over the network since the page was opened (headers included). */
  bytes(): number;
}

/** A new page of the context, throttled before it loads anything. */
export async function throttledPage(context: BrowserContext): Promise<ThrottledPage> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE.rttMs,
    downloadThroughput: MOBILE.downBytesPerSecond,
    uploadThroughput: MOBILE.upBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdown });
  let bytes = 0;
  cdp.on('Network.loadingFinished', (e) => {
    bytes += e.encodedDataLength;
  });
  return { page, cdp, bytes: () => bytes };
}

/**
 * Installed in every page before its own scripts: keeps the paint, largest-paint, long-task and
 * event entries (Event Timing, any interaction of 16 ms or more) and the time of each key and
 * pointer press, where the benchmark reads them.
 */
export function recordTimings(watch: CheckName[]): void {
  const w = window as unknown as { __rum: RumRecord; __rumChecks: Record<CheckName, () => boolean> };
  const rum: RumRecord = { fcp: 0, lcp: 0, longTasks: [], events: [], presses: [], seen: {} };
  w.__rum = rum;
  const $ = (selector: string) => document.querySelector(selector);
  const cardForm = () => {
    const frame = $('iframe[title="Card payment form"]') as HTMLIFrameElement | null;
    const field = frame?.contentDocument?.querySelector('#card-form input:not([type="hidden"])');
    return Boolean(field && field.getBoundingClientRect().height > 0);
  };
  // What each measured moment looks like on the page (defined here: this function runs in the page).
  w.__rumChecks = {
    // The balance painted before React on reopening counts (decision 468); fresh data is the app's own.
    balance: () => $('[data-testid="total-balance"]') !== null || $('#boot-paint .balance-amount') !== null,
    fresh: () => $('#root [data-testid="total-balance"]') !== null && $('#root .balance-card .last-updated') === null,
    rows: () => $('.tx-list .tx-row') !== null,
    // The server's rows: a saved page shown first carries its age line (decision 515).
    freshRows: () => $('.tx-list .tx-row') !== null && $('.tx-page .last-updated') === null,
    quote: () => Boolean(($('#swap-result') as HTMLInputElement | null)?.value),
    cardForm,
  };
  // The watched moments of the page's load: the first frame at which each holds.
  const tick = (t: number) => {
    for (const name of watch) if (rum.seen[name] === undefined && w.__rumChecks[name]()) rum.seen[name] = t;
    if (watch.some((name) => rum.seen[name] === undefined) && t < 60_000) requestAnimationFrame(tick);
  };
  if (watch.length > 0) requestAnimationFrame(tick);
  const observe = (type: string, take: (e: PerformanceEntry) => void, extra: object = {}) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(take)).observe({ type, buffered: true, ...extra });
    } catch {
      // an entry type this browser lacks
    }
  };
  observe('paint', (e) => {
    if (e.name === 'first-contentful-paint') rum.fcp = e.startTime;
  });
  observe('largest-contentful-paint', (e) => {
    rum.lcp = e.startTime;
  });
  observe('longtask', (e) => rum.longTasks.push([e.startTime, e.duration]));
  observe(
    'event',
    (e) => {
      const id = (e as PerformanceEventTiming & { interactionId?: number }).interactionId;
      if (id) rum.events.push([id, e.duration, e.name]);
    },
    { durationThreshold: 16 },
  );
  for (const type of ['keydown', 'pointerdown', 'click']) {
    addEventListener(type, (e) => rum.presses.push([type, e.timeStamp]), { capture: true });
  }
}

export interface RumRecord {
  fcp: number;
  lcp: number;
  longTasks: [start: number, duration: number][];
  events: [interactionId: number, duration: number, name: string][];
  presses: [type: string, at: number][];
  seen: Partial<Record<CheckName, number>>;
}

export type CheckName = 'balance' | 'fresh' | 'rows' | 'freshRows' | 'quote' | 'cardForm';

export function readRecord(page: Page): Promise<RumRecord> {
  return page.evaluate(() => (window as unknown as { __rum: RumRecord }).__rum);
}

/** INP as Chrome reports it for a page with fewer than 50 interactions: the longest one. */
export function inp(record: RumRecord, since = 0): number {
  const byInteraction = new Map<number, number>();
  for (const [id, duration] of record.events) byInteraction.set(id, Math.max(byInteraction.get(id) ?? 0, duration));
  // Interactions whose events all stayed under the 16 ms threshold report nothing: 16 ms at most.
  const ids = [...byInteraction.keys()].filter((id) => id >= since);
  return ids.length === 0 ? 0 : Math.max(...ids.map((id) => byInteraction.get(id) ?? 0));
}

/** Blocking time: each long task's part beyond 50 ms, from the first paint on. */
export function blockingTime(record: RumRecord): number {
  return record.longTasks
    .filter(([start, duration]) => start + duration > record.fcp)
    .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
}

/**
 * The time (page clock, ms) of the first animation frame at which the page's check `name` holds
 * (the frame that paints what it found), watched from now on.
 */
export function frameWhen(page: Page, name: CheckName, timeoutMs = 60_000): Promise<number> {
  return page.evaluate(
    ({ name, timeoutMs }) =>
      new Promise<number>((resolve, reject) => {
        const w = window as unknown as { __rumChecks: Record<string, () => boolean> };
        const end = performance.now() + timeoutMs;
        const tick = (t: number) => {
          if (w.__rumChecks[name]?.()) resolve(t);
          else if (performance.now() > end) reject(new Error(`${name}: not on screen in ${timeoutMs} ms`));
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    { name, timeoutMs },
  );
}
