import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROVIDERS } from '../providers/index.js';
import { MODULES } from './index.js';

const folders = (dir: string) =>
  readdirSync(join(import.meta.dirname, dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();

describe('the lists of modules and providers', () => {
  it('hold every module and every provider once, each by its folder name', () => {
    expect(MODULES.map((m) => m.name).sort()).toEqual(folders('.'));
    expect(PROVIDERS.map((p) => p.name).sort()).toEqual(folders('../providers'));
  });
});
