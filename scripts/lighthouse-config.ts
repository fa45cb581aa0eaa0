/**
 * What Lighthouse CI is told for each kind of page: lighthouserc.json for the public pages, and
 * for the signed-in ones the same settings with the returning customer's preparation (decision
 * 158). Kept apart from scripts/lighthouse.ts, which starts a server when imported, so the gate
 * itself can be read by a test.
 */
import { readFileSync } from 'node:fs';
import { CHROMIUM_ARGS } from '../tests/e2e/support/chromium.js';

/** The parts of an lhci configuration read or written here. */
export interface LhciConfig {
  ci: {
    collect: { numberOfRuns?: number; settings?: Record<string, unknown>; [key: string]: unknown };
    assert?: { assertions: Record<string, unknown> };
    [key: string]: unknown;
  };
}

export function baseConfig(path = 'lighthouserc.json'): LhciConfig {
  return JSON.parse(readFileSync(path, 'utf8')) as LhciConfig;
}

/**
 * The signed-in pages' configuration: lhci's puppeteerScript stores the session and opens the
 * wallet once before each run, and Lighthouse keeps that storage for the audit.
 */
export function signedInConfig(base: LhciConfig): LhciConfig {
  return {
    ci: {
      ...base.ci,
      collect: {
        ...base.ci.collect,
        puppeteerScript: 'scripts/lighthouse-signin.cjs',
        puppeteerLaunchOptions: { args: [...CHROMIUM_ARGS] },
        settings: { ...base.ci.collect.settings, disableStorageReset: true },
      },
    },
  };
}
