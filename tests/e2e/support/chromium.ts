import { existsSync } from 'node:fs';

/** System Chromium flags: root needs --no-sandbox; the rest keep it from dialling out on a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The full browser: Lighthouse, the installability check, the benchmarks and the build's images. */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The end-to-end tests' browser: Chromium's headless shell (Debian's chromium-headless-shell), the
 * same engine without the browser's own windows and services, where it is installed, else the full
 * browser. The step is bound by CPU and the full browser's own process took a fifth of it
 * (decision 496).
 */
export const TEST_CHROME_PATH =
  process.env.E2E_CHROME_PATH ??
  (process.env.CHROME_PATH || !existsSync(HEADLESS_SHELL) ? CHROME_PATH : HEADLESS_SHELL);
