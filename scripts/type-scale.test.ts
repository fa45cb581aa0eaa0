/**
 * Text comes in the six sizes of the type scale (decision 211): every font-size in the app's
 * stylesheets names a `--text-*` token, except sizes relative to their parent (em, %), the print
 * stylesheet's points, and inherit.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_SOURCE as ROOT, appStylesheets as stylesheets } from './app-stylesheets.js';

const TOKENS = join(ROOT, 'styles', 'tokens.css');

const ALLOWED = /^(var\(--text-(xs|sm|md|lg|xl|2xl)\)|[\d.]+(em|%|pt)|inherit)$/;

describe('the type scale', () => {
  it('is six tokens', () => {
    const tokens = [...readFileSync(TOKENS, 'utf8').matchAll(/--text-([\w]+):/g)].map((m) => m[1]);
    expect(tokens).toEqual(['xs', 'sm', 'md', 'lg', 'xl', '2xl']);
  });

  it('is the only source of font sizes in the stylesheets', () => {
    const off = stylesheets(ROOT).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/font-size:\s*([^;]+);/g)]
        .map((m) => (m[1] ?? '').trim())
        .filter((size) => !ALLOWED.test(size))
        .map((size) => `${relative(ROOT, file)}: ${size}`),
    );
    expect(off).toEqual([]);
  });
});
