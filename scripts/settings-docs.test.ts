/**
 * docs/settings.md names every setting the server reads: the start is run in local mode and in
 * production mode on an environment that records each name asked for, and a name the page does
 * not mention fails here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../server/load-config.js';
import { productionEnv } from '../server/test/production-env.js';

const SETTINGS_DOC = join(import.meta.dirname, '..', 'docs', 'settings.md');

/** Every name `loadConfig` asks the environment for, given `values`. */
function namesRead(values: Record<string, string>): Set<string> {
  const read = new Set<string>();
  const env = new Proxy(values, {
    get(target, name) {
      if (typeof name === 'string') read.add(name);
      return Reflect.get(target, name);
    },
    has(target, name) {
      if (typeof name === 'string') read.add(name);
      return Reflect.has(target, name);
    },
  });
  loadConfig(env);
  return read;
}

const production = productionEnv;

describe('docs/settings.md', () => {
  const doc = readFileSync(SETTINGS_DOC, 'utf8');

  it('names every setting the server reads, in local and in production mode', () => {
    const names = new Set([...namesRead({ APP_MODE: 'local' }), ...namesRead(production)]);
    const undocumented = [...names].filter((name) => !doc.includes(`\`${name}\``)).sort();
    expect(undocumented, 'settings missing from docs/settings.md').toEqual([]);
  });

  it('records the names asked for, also of settings left unset', () => {
    expect(namesRead({ APP_MODE: 'local' })).toContain('SUPPORT_HOURS');
  });
});
