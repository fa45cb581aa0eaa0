/**
 * docs/api.md documents every call of the call table, and only those: a call added without its
 * row, a row left behind by a removed call, or an Access column that no longer says who may make
 * the call and whether it needs an Idempotency-Key, fails here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CallSpec } from '../contract/calls/define.js';
import { CALLS } from '../contract/calls/index.js';

const API_DOC = join(import.meta.dirname, '..', 'docs', 'api.md');

/** What the Access column of a call's row must read. */
function accessOf(call: CallSpec): string {
  return call.idempotent ? `${call.access}, key` : call.access;
}

/** Each table row whose first cell is a call path, as path → Access cell; repeated paths listed apart. */
function documentedCalls(markdown: string): { rows: Map<string, string>; repeated: string[] } {
  const rows = new Map<string, string>();
  const repeated: string[] = [];
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('| /')) continue;
    // Cells split on pipes that are not escaped (`'above' \| 'below'` stays in one cell).
    const [path = '', access = ''] = line
      .slice(1)
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim());
    if (rows.has(path)) repeated.push(path);
    rows.set(path, access);
  }
  return { rows, repeated };
}

describe('docs/api.md', () => {
  const { rows, repeated } = documentedCalls(readFileSync(API_DOC, 'utf8'));
  const calls = Object.values(CALLS);

  it('has a row for every call of the call table', () => {
    const missing = calls.map((c) => c.path).filter((path) => !rows.has(path));
    expect(missing, 'calls without a row in docs/api.md').toEqual([]);
  });

  it('documents no call the table does not have, and each only once', () => {
    const known = new Set(calls.map((c) => c.path));
    expect(
      [...rows.keys()].filter((path) => !known.has(path)),
      'rows for calls that do not exist',
    ).toEqual([]);
    expect(repeated, 'calls with more than one row').toEqual([]);
  });

  it('gives each call the access and Idempotency-Key rule of the table', () => {
    const wrong = calls
      .filter((c) => rows.has(c.path) && rows.get(c.path) !== accessOf(c))
      .map((c) => `${c.path}: docs say "${rows.get(c.path)}", the table "${accessOf(c)}"`);
    expect(wrong).toEqual([]);
  });

  it('reads rows as the tables write them', () => {
    const sample = [
      '| Path | Access | Payload |',
      '|---|---|---|',
      "| /alerts/create | user, key | {kind: 'above' \\| 'below'} |",
      '| /users/login | public | {email} |',
      '| /users/login | any | {} |',
      'A line naming /users/logout in prose.',
    ].join('\n');
    const read = documentedCalls(sample);
    expect([...read.rows]).toEqual([
      ['/alerts/create', 'user, key'],
      ['/users/login', 'any'],
    ]);
    expect(read.repeated).toEqual(['/users/login']);
  });
});
