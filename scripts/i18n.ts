/**
 * The catalogs' commands (decision 228), run through Lingui's own code in one thread:
 * - `extract`: writes every message of the code into its catalog in every language and removes
 *   those no longer used (then translate the new entries: docs/translating.md);
 * - `check`: exits 1 when a catalog is out of step with the code (a message missing, or an entry
 *   no longer used) or a language lacks a translation (a step of `npm test`);
 * - `compile`: compiles every catalog strictly, as the build does, into gitignored files beside
 *   them (the build itself compiles on the fly, so this is for looking at the result).
 */
import fs from 'node:fs';
import { register } from 'node:module';

// Lingui's command line wants Node 22 (node:fs globSync): on Node 20 it gets a stand-in first.
if (!('globSync' in fs)) register('./lingui-node20-hooks.mjs', import.meta.url);
const { getConfig } = await import('@lingui/conf');
const config = getConfig({ configPath: 'lingui.config.ts' });
const workersOptions = { poolSize: 0 };
// The commands' own modules (the package exports only its API, which lacks them).
const cli = (file: string) => import(new URL(`../node_modules/@lingui/cli/dist/${file}`, import.meta.url).href);

async function check(): Promise<boolean> {
  const { runCheck, renderCheckResult } = await cli('lingui-check.js');
  let passed = true;
  const checks = {
    // No message of the code missing from a catalog, no catalog entry the code no longer has.
    sync: { workersOptions, clean: true },
    // Every message translated in every language (no fallback to English).
    missing: { workersOptions, missingBehavior: 'catalog' },
  };
  for (const [name, options] of Object.entries(checks)) {
    const result = await runCheck(config, name, options);
    for (const line of renderCheckResult(result, true)) (result.passed ? console.log : console.error)(line);
    passed &&= result.passed;
  }
  if (!passed) console.error('\nRun `npm run i18n:extract`, then translate the new entries (docs/translating.md).');
  return passed;
}

async function extract(): Promise<boolean> {
  const { default: command } = await cli('lingui-extract.js');
  return command(config, { verbose: false, clean: true, overwrite: false, workersOptions });
}

async function compile(): Promise<boolean> {
  const { command } = await cli('lingui-compile.js');
  return command(config, {
    verbose: false,
    allowEmpty: false,
    failOnCompileError: true,
    workersOptions,
    typescript: false,
  });
}

const commands: Record<string, () => Promise<boolean>> = { check, extract, compile };
const run = commands[process.argv[2] ?? ''];
if (!run) {
  console.error('usage: node --import tsx scripts/i18n.ts extract|check|compile');
  process.exit(2);
}
process.exit((await run()) ? 0 : 1);
