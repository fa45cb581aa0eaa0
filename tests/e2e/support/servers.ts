/**
 * The servers an end-to-end run starts once, beside each other (playwright.config.ts `webServer`,
 * decision 399): the main one, whose callers on this machine geolocate to Australia (the AUD
 * market), and one of the EU market, whose callers geolocate to Lithuania (EUR). Both are the
 * compiled build on a fresh data folder of their own. Tests share them and keep to their own
 * customers; nothing a test checks may depend on what another test did on the same server.
 */

/** The bearer token of /metrics on both servers, for the ledger check a journey reads. */
export const METRICS_TOKEN = 'e2e-metrics-token-0123456789abcdef';

/**
 * What the EU server runs with beyond the main one's mode: each setting is there for the specs that
 * need it, and none of the others depends on its default.
 */
export const EU_SERVER_ENV = {
  // Loopback callers geolocate here: sign-up gives a customer of the EUR market.
  DEFAULT_COUNTRY: 'LT',
  // A confirmed bank account is on hold for 20 s, as on the main server (cash.spec and bank-journey.spec
  // see it on hold, then end it through the sandbox).
  ADDRESS_HOLD_SECONDS: '20',
  // The market does not move, so a reviewed price is the price charged (german-customer.spec) and a
  // quoted sale is the sale made (cash-trade.spec).
  MARKET_VOLATILITY_BPS: '0',
  METRICS_TOKEN,
};

/** What scripts/e2e-server.ts writes once its server's process is started (not yet answering). */
export const LAUNCHED = /^e2e server launched$/m;

/** The EU server's port: E2E_EU_PORT, else the one after the main server's. */
export function euPort(mainPort: number): number {
  return Number(process.env.E2E_EU_PORT ?? mainPort + 1);
}

/** The EU server's address, as playwright.config.ts started it. */
export function euBase(): string {
  return `http://localhost:${euPort(Number(process.env.E2E_PORT ?? 8181))}`;
}
