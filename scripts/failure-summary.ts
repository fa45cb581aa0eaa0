/**
 * The failed tests of a run, a line each, read from the JSON reports of Vitest and Playwright.
 * `npm test` prints them after its summary, so the end of a long log names what failed.
 */
import { readFileSync } from 'node:fs';

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** The first line of an error message, without colours, at most 200 characters. */
function firstLine(message: string | undefined): string {
  const line =
    (message ?? '')
      .replace(ANSI, '')
      .split('\n')
      .find((l) => l.trim() !== '') ?? '';
  return line.trim().slice(0, 200);
}

/**
 * An assertion's first line with what it expected and what it received, when the message says:
 * "toContainEqual failed" alone does not tell a slow page from a wrong value.
 */
function summary(message: string | undefined): string {
  const lines = (message ?? '').replace(ANSI, '').split('\n');
  const said = (prefix: RegExp) =>
    lines
      .find((l) => prefix.test(l.trim()))
      ?.trim()
      .slice(0, 120);
  // A locator's wait ends with its own "Error:" line: "element(s) not found" tells a missing
  // element from a hidden one.
  const why = lines
    .slice(1)
    .find((l) => /^Error: /.test(l.trim()))
    ?.trim()
    .slice(0, 120);
  const parts = [firstLine(message), said(/^Expected\b/), said(/^Received\b/), why, said(/^(- )?Timeout:? \d+ms/)];
  return parts.filter((p): p is string => Boolean(p)).join(' · ');
}

/** The roles whose names say what a screen was showing: its titles, its dialogs and its alerts. */
const TELLING = /^\s*- (heading|dialog|alertdialog|alert|status)\b.*$/;
/** Live regions, named by what they hold rather than by a name of their own. */
const LIVE = /^\s*- (alert|status)\b/;

const indentOf = (line: string) => line.length - line.trimStart().length;

/** The first text inside the element of line `i` (a live region's message), or ''. */
function firstTextWithin(lines: readonly string[], i: number): string {
  const own = indentOf(lines[i] ?? '');
  for (const line of lines.slice(i + 1)) {
    if (indentOf(line) <= own) return '';
    const text = /^\s*- (?:text: |[a-z]+(?: "[^"]*")?(?: \[[^\]]*\])*: )(.+)$/.exec(line)?.[1];
    if (text) return text.trim();
  }
  return '';
}

/**
 * What the page showed when a test failed, from Playwright's error context (its page snapshot):
 * the headings, dialogs, alerts and status lines, so that a failure on a machine whose files are
 * gone still tells a slow list from a session that ended or a page that went elsewhere. A live
 * region is given with the first text it holds, and left out when empty: the app keeps its toasts'
 * regions on every screen.
 */
export function pageSeen(errorContext: string): string {
  const snapshot = /```yaml\n([\s\S]*?)```/.exec(errorContext)?.[1] ?? '';
  const lines = snapshot.split('\n');
  const seen = lines
    .map((line, i) => {
      if (!TELLING.test(line)) return '';
      const shown = line
        .trim()
        .replace(/^- /, '')
        // Playwright's element marks, which differ for the same text and tell a reader nothing.
        .replace(/ \[ref=[^\]]*\]/g, '');
      if (!LIVE.test(line)) return shown.replace(/:$/, '');
      // A live region with its text on its own line, or none at all.
      if (!shown.endsWith(':')) return /^(alert|status)$/.test(shown) ? '' : shown;
      const held = firstTextWithin(lines, i);
      return held ? `${shown.slice(0, -1)} "${held}"` : '';
    })
    .filter((l, i, all) => l !== '' && all.indexOf(l) === i)
    .slice(0, 6);
  return seen.join(' | ').slice(0, 300);
}

function errorContextOf(attachments: Array<{ name: string; path?: string }> | undefined): string {
  const path = attachments?.find((a) => a.name === 'error-context')?.path;
  if (!path) return '';
  try {
    return readFileSync(path, 'utf8');
  } catch {
    // The run's files were cleaned away: the summary goes without the page.
    return '';
  }
}

interface VitestReport {
  testResults?: Array<{
    name: string;
    message?: string;
    status?: string;
    assertionResults?: Array<{ fullName: string; status: string; failureMessages?: string[] }>;
  }>;
}

export function vitestFailures(report: VitestReport, root: string): string[] {
  const lines: string[] = [];
  for (const file of report.testResults ?? []) {
    const name = file.name.startsWith(`${root}/`) ? file.name.slice(root.length + 1) : file.name;
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failed) lines.push(`${name} › ${a.fullName}: ${summary(a.failureMessages?.[0])}`);
    // A file that fails before its tests run (an import, a hook) has no failed assertion.
    if (failed.length === 0 && file.status === 'failed') lines.push(`${name}: ${firstLine(file.message)}`);
  }
  return lines;
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: Array<{
    title: string;
    ok: boolean;
    line?: number;
    tests?: Array<{
      results?: Array<{
        status: string;
        error?: { message?: string; location?: { line?: number } };
        attachments?: Array<{ name: string; path?: string }>;
      }>;
    }>;
  }>;
  suites?: PlaywrightSuite[];
}

interface PlaywrightReport {
  suites?: PlaywrightSuite[];
  errors?: Array<{ message?: string }>;
}

export function playwrightFailures(report: PlaywrightReport): string[] {
  const lines = (report.errors ?? []).map((e) => firstLine(e.message));
  const walk = (suite: PlaywrightSuite, titles: string[], file: string): void => {
    for (const spec of suite.specs ?? []) {
      if (spec.ok) continue;
      const result = spec.tests?.flatMap((t) => t.results ?? []).find((r) => r.status !== 'passed');
      const where = `${file}:${spec.line ?? 0}`;
      // The line that failed inside the test: a test with several alike checks names which one.
      const at = result?.error?.location?.line;
      const said = summary(result?.error?.message) || result?.status;
      const seen = pageSeen(errorContextOf(result?.attachments));
      lines.push(
        `${where} › ${[...titles, spec.title].join(' › ')}: ${said}${at ? ` (line ${at})` : ''}${seen ? ` · page: ${seen}` : ''}`,
      );
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title], file);
  };
  for (const top of report.suites ?? []) walk(top, [], top.file ?? top.title);
  return lines;
}

/** Reads a report written by a step; a missing or unreadable one gives no lines. */
export function readReport<T>(path: string): T | null {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return null;
  }
}
