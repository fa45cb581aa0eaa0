import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { pageSeen, playwrightFailures, vitestFailures } from './failure-summary.js';

const ESC = String.fromCharCode(27);

describe('vitestFailures', () => {
  test('names each failed test with its file and the first line of its error', () => {
    const lines = vitestFailures(
      {
        testResults: [
          {
            name: '/repo/server/a.test.ts',
            status: 'failed',
            assertionResults: [
              {
                fullName: 'grp fails here',
                status: 'failed',
                failureMessages: ['AssertionError: expected 1 to be 2\n    at a.test.ts:2'],
              },
              { fullName: 'grp ok', status: 'passed' },
            ],
          },
          { name: '/repo/server/b.test.ts', status: 'passed', assertionResults: [{ fullName: 'b', status: 'passed' }] },
        ],
      },
      '/repo',
    );
    expect(lines).toEqual(['server/a.test.ts › grp fails here: AssertionError: expected 1 to be 2']);
  });

  test('names a file that failed before any test ran', () => {
    const lines = vitestFailures(
      {
        testResults: [
          { name: '/repo/c.test.ts', status: 'failed', message: 'Hook timed out in 60000ms', assertionResults: [] },
        ],
      },
      '/repo',
    );
    expect(lines).toEqual(['c.test.ts: Hook timed out in 60000ms']);
  });
});

describe('playwrightFailures', () => {
  test('names a failed test by file, line and titles, without colour codes', () => {
    const lines = playwrightFailures({
      errors: [],
      suites: [
        {
          title: 'a.spec.ts',
          file: 'a.spec.ts',
          specs: [{ title: 'top ok', ok: true, line: 1, tests: [{ results: [{ status: 'passed' }] }] }],
          suites: [
            {
              title: 'grp',
              file: 'a.spec.ts',
              specs: [
                {
                  title: 'fails here',
                  ok: false,
                  line: 2,
                  tests: [
                    {
                      results: [
                        {
                          status: 'failed',
                          error: {
                            message: `Error: ${ESC}[2mexpect(${ESC}[22mreceived).toBe\n\nExpected: 2\nReceived: ${ESC}[31m1${ESC}[39m\n\n  at a.spec.ts:9`,
                            location: { line: 9 },
                          },
                        },
                      ],
                    },
                  ],
                },
                { title: 'times out', ok: false, line: 3, tests: [{ results: [{ status: 'timedOut' }] }] },
              ],
            },
          ],
        },
      ],
    });
    expect(lines).toEqual([
      'a.spec.ts:2 › grp › fails here: Error: expect(received).toBe · Expected: 2 · Received: 1 (line 9)',
      'a.spec.ts:3 › grp › times out: timedOut',
    ]);
  });

  test('names errors outside any test, such as a failed global setup', () => {
    expect(
      playwrightFailures({ errors: [{ message: 'Error: Timed out waiting 60000ms from config.webServer.' }] }),
    ).toEqual(['Error: Timed out waiting 60000ms from config.webServer.']);
  });

  test("a locator's wait says whether the element was missing, and what the page showed instead", () => {
    const context = join(mkdtempSync(join(tmpdir(), 'summary-')), 'error-context.md');
    writeFileSync(
      context,
      [
        '# Error details',
        '',
        '```yaml',
        '- banner: CoinVault',
        '- main:',
        '  - heading "Merchant Transaction History" [level=1] [ref=e3]',
        '  - combobox "Select Merchant" [ref=e4]',
        '  - paragraph: Loading transactions',
        '- dialog "Session Expired" [ref=e9]:',
        '  - heading "Session Expired" [level=2] [ref=e10]',
        '  - heading "Merchant Transaction History" [level=1] [ref=e11]',
        '```',
      ].join('\n'),
    );
    const message = [
      `Error: ${ESC}[2mexpect(${ESC}[22m${ESC}[31mlocator${ESC}[39m${ESC}[2m).${ESC}[22mtoBeVisible${ESC}[2m()${ESC}[22m failed`,
      '',
      "Locator: getByText('No rows')",
      'Expected: visible',
      'Timeout: 10000ms',
      'Error: element(s) not found',
      '',
      'Call log:',
    ].join('\n');
    const lines = playwrightFailures({
      suites: [
        {
          title: 'b.spec.ts',
          file: 'b.spec.ts',
          specs: [
            {
              title: 'shows no rows',
              ok: false,
              line: 4,
              tests: [
                {
                  results: [
                    {
                      status: 'failed',
                      error: { message, location: { line: 7 } },
                      attachments: [{ name: 'error-context', path: context }],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(lines).toEqual([
      'b.spec.ts:4 › shows no rows: Error: expect(locator).toBeVisible() failed · Expected: visible · ' +
        'Error: element(s) not found · Timeout: 10000ms (line 7) · page: heading "Merchant Transaction History" ' +
        '[level=1] | dialog "Session Expired" | heading "Session Expired" [level=2]',
    ]);
  });

  test('a live region is named by the first text it holds, and an empty one is left out', () => {
    const snapshot = [
      '```yaml',
      '- heading "Buy and sell crypto" [level=1] [ref=e1]',
      '- status [ref=e2]',
      '- alert [ref=e3]',
      '- form [ref=e4]:',
      '  - alert [ref=e5]:',
      '    - paragraph [ref=e6]: Could not place the order',
      '  - status [ref=e7]: Loading...',
      '  - status [ref=e8]:',
      '    - text: A connection is needed to place an order.',
      '  - button "Review order" [ref=e9]',
      '```',
    ].join('\n');
    expect(pageSeen(snapshot)).toBe(
      'heading "Buy and sell crypto" [level=1] | alert "Could not place the order" | status: Loading... | ' +
        'status "A connection is needed to place an order."',
    );
  });

  test('a page snapshot that is gone or says nothing adds nothing', () => {
    expect(pageSeen('')).toBe('');
    expect(pageSeen('```yaml\n- main:\n  - paragraph: text\n```')).toBe('');
  });
});
