/**
 * Motion is off under `prefers-reduced-motion` (docs: ui.md): a transition or a one-off animation
 * lasts `var(--motion)`, which the tokens set to 0 ms there; an animation that repeats for ever (a
 * spinner, a skeleton's shimmer) has no such end, so each rule that starts one is named again in
 * its stylesheet's `@media (prefers-reduced-motion: reduce)` block with `animation: none`.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_SOURCE as ROOT, appStylesheets as stylesheets } from './app-stylesheets.js';

/** The text inside each `@media (prefers-reduced-motion: reduce) { ... }` block of a stylesheet. */
function reducedMotionBlocks(css: string): string[] {
  const blocks: string[] = [];
  for (const m of css.matchAll(/@media\s*\(prefers-reduced-motion:\s*reduce\)\s*\{/g)) {
    let depth = 1;
    let i = (m.index ?? 0) + m[0].length;
    const start = i;
    for (; i < css.length && depth > 0; i++) depth += css[i] === '{' ? 1 : css[i] === '}' ? -1 : 0;
    blocks.push(css.slice(start, i - 1));
  }
  return blocks;
}

/** The selectors of the rules (innermost blocks) whose declarations match `declaration`. */
function selectorsWith(css: string, declaration: RegExp): string[] {
  return [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)]
    .filter((m) => declaration.test(m[2] ?? ''))
    .flatMap((m) => (m[1] ?? '').split(',').map((s) => s.trim()));
}

/** Rules that start an endless animation and are not stopped under reduced motion: "file: selector". */
function endlessUnderReducedMotion(files: string[], root = ROOT): string[] {
  return files.flatMap((file) => {
    const css = readFileSync(file, 'utf8');
    const stopped = new Set(reducedMotionBlocks(css).flatMap((block) => selectorsWith(block, /animation:\s*none/)));
    return selectorsWith(css, /animation:[^;]*\binfinite\b/)
      .filter((selector) => !stopped.has(selector))
      .map((selector) => `${relative(root, file)}: ${selector}`);
  });
}

describe('reduced motion', () => {
  it('stops every endless animation of the stylesheets', () => {
    expect(endlessUnderReducedMotion(stylesheets(ROOT))).toEqual([]);
  });
});
