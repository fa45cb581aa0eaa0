/** What every command-line tool shares: its arguments, its configuration and where it writes. */
import { ConfigError } from '../lib/config-error.js';
import { loadConfig } from '../load-config.js';

export interface CliOutput {
  out(line: string): void;
  err(line: string): void;
}

/** `--name value`, `--name=value` and a bare `--flag` (an empty string). */
export function parseArgs(argv: string[]): Record<string, string> {
  const args: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === undefined || !a.startsWith('--')) continue;
    const eq = a.indexOf('=');
    const next = argv[i + 1];
    if (eq > 0) args[a.slice(2, eq)] = a.slice(eq + 1);
    else if (next !== undefined && !next.startsWith('--')) {
      args[a.slice(2)] = next;
      i += 1;
    } else args[a.slice(2)] = '';
  }
  return args;
}

/** The configuration, or null once a configuration error was told (the tool then exits with 1). */
export function loadToolConfig(
  env: Record<string, string | undefined>,
  io: CliOutput,
): ReturnType<typeof loadConfig> | null {
  try {
    return loadConfig(env);
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    io.err(`Configuration error: ${e.message}`);
    return null;
  }
}
