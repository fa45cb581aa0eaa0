/**
 * What a zone's clocks show at an instant, for the client's period chips and the server's
 * statement years alike: the reading is returned as if it were a UTC instant, so offsets and
 * calendar fields come from plain Date arithmetic.
 */

/** The fields a wall-clock reading needs, on a 24-hour clock. */
export const WALL_OPTIONS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
};

/** The reading of `format` (made with WALL_OPTIONS and a zone) at `instant`, in ms as if UTC. */
export function wallClockMs(format: Intl.DateTimeFormat, instant: Date): number {
  const p: Record<string, string> = {};
  for (const part of format.formatToParts(instant)) p[part.type] = part.value;
  const n = (type: string) => Number(p[type] ?? Number.NaN);
  return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
}
