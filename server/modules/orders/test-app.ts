/**
 * One orders test file's app: the market's spread off, and the sandbox prices `usd` set again
 * before each test, which a test moves with `setPrice`.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { setSandboxPrice } from '../../test/sandbox-market.js';

export function ordersTestApp(usd: Record<string, string>) {
  const app = {} as { env: TestEnv; setPrice: (coin: string, usd: string | null) => Promise<void> };
  app.setPrice = (coin, price) => setSandboxPrice(app.env, coin, price);
  beforeAll(async () => {
    app.env = await createTestEnv({ env: { MARKET_VOLATILITY_BPS: '0' } });
  });
  afterAll(() => app.env.close());
  beforeEach(async () => {
    for (const [coin, price] of Object.entries(usd)) await app.setPrice(coin, price);
  });
  return app;
}
