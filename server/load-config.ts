/**
 * Every setting, read once from the environment at start into one typed object: the core
 * (config.ts), then each provider's and each module's section through its descriptor, then the
 * HTTP server's and its operator port's. The first bad value stops the start with one line naming it (ConfigError).
 */
import { type Config, loadCoreConfig } from './config.js';
import { parseOperatorPort } from './http/operator-port.js';
import { parseServerLimits } from './http/server-limits.js';
import type { Env } from './lib/env.js';
import { readModuleSettings } from './modules/index.js';
import { readProviderSettings } from './providers/index.js';

export function loadConfig(env: Env = process.env): Config {
  const core = loadCoreConfig(env);
  const providers = readProviderSettings(env, core.mode);
  return {
    ...core,
    providers,
    ...readModuleSettings(env, core.mode),
    http: parseServerLimits(env),
    operatorPort: parseOperatorPort(env, core),
  };
}
