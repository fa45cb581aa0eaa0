/**
 * The accessibility check: axe-core's rules, as AxeBuilder runs them by default, run in the page.
 * axe is put into a document once and run there as often as a test asks, and only the violations
 * come back. AxeBuilder put its 580 KB source into the page at every check and brought back every
 * passing element too: about 1.1 s a check where this takes 0.4 to 0.7 s (decision 496). A screen
 * with a frame to check inside (the card form) keeps AxeBuilder, which enters frames.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type * as Axe from 'axe-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Each violation on the page as "rule: the elements it names" (empty when the page passes); only
 * the `rules` named when given, experimental ones included.
 */
export async function accessibilityViolations(page: Page, rules?: readonly string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (only) => {
    const { axe } = window as unknown as { axe: typeof Axe };
    const { violations } = await axe.run(document, {
      resultTypes: ['violations'],
      ...(only ? { runOnly: { type: 'rule' as const, values: [...only] } } : {}),
    });
    return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, rules ?? null);
}
