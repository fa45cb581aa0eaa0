/** The sandbox market's price of a coin, held where a test needs it (providers/prices/sandbox-routes.ts). */
import { expect } from 'vitest';
import type { TestEnv } from './harness.js';
import { postJson } from './post-json.js';

/** Holds `coin` at `usd` dollars (null lets it move again); the sandbox must take it. */
export async function setSandboxPrice(env: Pick<TestEnv, 'app'>, coin: string, usd: string | null): Promise<void> {
  const res = await postJson(env, '/sandbox/market/price', { coin, usd });
  expect(res.status).toBe(200);
}
