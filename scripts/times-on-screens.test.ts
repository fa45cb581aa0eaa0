/**
 * One rule for every time a screen shows (decision 181): in the account's zone, through the
 * formatters of src/lib/dates.ts, named where the device reads differently. This reads the
 * browser's source and fails on a time formatted by hand (the browser's toLocale… methods, an
 * Intl.DateTimeFormat of its own, a 'UTC' written into a text) or a formatter called without the
 * zone, which would silently show the device's.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { typescriptUnder } from './project-files.js';

const ROOT = join(import.meta.dirname, '..', 'src');

/** Where dates are formatted or zones worked out, on purpose; nothing else may. */
const FORMATTERS = new Set(['lib/dates.ts', 'state/locale.ts']);

const HAND_FORMATTED: Array<[RegExp, string]> = [
  [/\.toLocale(Date|Time)?String\(/, "the browser's own formatting (the device's zone)"],
  [/\.toUTCString\(/, 'a UTC text'],
  [/new Intl\.DateTimeFormat\(/, 'a date formatter of its own'],
  [/[`'"][^`'"\n]*\bUTC\b[^`'"\n]*[`'"]/, "'UTC' written into a text"],
  [/[>}][^<{}\n]*\bUTC\b/, "'UTC' written into a screen"],
];

/** A call of a dates.ts formatter with a single argument: the zone left out. */
const WITHOUT_ZONE = /\bformat(FullDate|ListDate|Clock|When|ClockWhen)\((?:[^(),]|\((?:[^()]|\([^()]*\))*\))*\)/;

function breaches(): string[] {
  const found: string[] = [];
  for (const path of typescriptUnder(ROOT)) {
    const file = relative(ROOT, path);
    if (FORMATTERS.has(file)) continue;
    readFileSync(path, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (/^\s*(\/\/|\*|\/\*)/.test(line)) return;
        for (const [pattern, what] of HAND_FORMATTED)
          if (pattern.test(line)) found.push(`src/${file}:${i + 1}: ${what}: ${line.trim()}`);
        if (WITHOUT_ZONE.test(line))
          found.push(`src/${file}:${i + 1}: a time formatted without the zone: ${line.trim()}`);
      });
  }
  return found;
}

describe('times on screens', () => {
  it('are formatted only by src/lib/dates.ts, always with the zone', () => {
    expect(breaches()).toEqual([]);
  });
  it('the rule catches a hand-formatted time and a missing zone', () => {
    const caught = (line: string) => HAND_FORMATTED.some(([p]) => p.test(line));
    expect(caught('const t = at.toLocaleTimeString();')).toBe(true);
    // A line of source as the scan reads it: the template's placeholder is text here.
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample is source code, not a template
    expect(caught('const t = `${at.toISOString().slice(0, 16)} UTC`;')).toBe(true);
    expect(caught('<p>Held until {until} UTC</p>')).toBe(true);
    expect(caught('const f = new Intl.DateTimeFormat(undefined, {});')).toBe(true);
    expect(caught('<p>{formatWhen(at, timeZone)}</p>')).toBe(false);
    expect(WITHOUT_ZONE.test('Added {formatFullDate(p.createdAt)}')).toBe(true);
    expect(WITHOUT_ZONE.test('Added {formatWhen(p.createdAt, timeZone)}')).toBe(false);
    expect(WITHOUT_ZONE.test('{formatWhen(parseUtc(t.rawDate), timeZone)}')).toBe(false);
  });
});
