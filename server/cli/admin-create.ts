/**
 * npm run admin:create -- --email E --password P [--first-name F] [--last-name L]
 * Creates an admin account on the database the server uses (DATA_DIR or DATABASE_URL). Admins
 * never come from sign-up. With the embedded database the server must be stopped first: two
 * processes opening the same files would corrupt them, so the tool refuses while it runs.
 */
import { pathToFileURL } from 'node:url';
import {
  validateEmail,
  validateFirstName,
  validateLastName,
  validatePassword,
} from '../../contract/validation/accounts.js';
import { prepareDataDir } from '../data-dir.js';
import { openDatabase } from '../db/index.js';
import { acquireDataDirLock, DataDirLockedError } from '../db/lock.js';
import { ConfigError } from '../lib/config-error.js';
import { loadConfig } from '../load-config.js';
import { createLogger } from '../log.js';
import { accountExists, insertAccount } from '../modules/accounts/index.js';
import { loadSecrets } from '../secrets.js';
import { CannotStartError } from '../start-error.js';

export interface CliOutput {
  out(line: string): void;
  err(line: string): void;
}

const USAGE =
  'Usage: npm run admin:create -- --email <email> --password <password> [--first-name <name>] [--last-name <name>]';

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

export async function adminCreate(
  argv: string[],
  env: Record<string, string | undefined>,
  io: CliOutput,
): Promise<number> {
  const args = parseArgs(argv);
  const email = (args.email ?? '').trim();
  const password = args.password ?? '';
  const firstName = (args['first-name'] ?? '').trim() || 'Admin';
  const lastName = (args['last-name'] ?? '').trim() || 'User';
  const problem =
    (!email && !password && USAGE) ||
    validateEmail(email) ||
    validatePassword(password) ||
    validateFirstName(firstName) ||
    validateLastName(lastName);
  if (problem) {
    io.err(problem === USAGE ? USAGE : `${problem}\n${USAGE}`);
    return 2;
  }

  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(env);
  } catch (e) {
    if (e instanceof ConfigError) {
      io.err(`Configuration error: ${e.message}`);
      return 1;
    }
    throw e;
  }

  let release = async () => {};
  if (!config.databaseUrl) {
    try {
      prepareDataDir(config.dataDir);
      release = await acquireDataDirLock(config.dataDir, 'admin tool');
    } catch (e) {
      if (e instanceof DataDirLockedError || e instanceof CannotStartError) {
        io.err(`Cannot create the admin now. ${e.message}`);
        return 1;
      }
      throw e;
    }
  }
  try {
    const opened = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      // Prepared as a first start prepares it: a database holding an account must also hold the
      // secrets the server generates, or the server refuses to start on it.
      try {
        await loadSecrets(
          config,
          createLogger('warn', (l) => io.err(l)),
          opened.db,
        );
      } catch (e) {
        if (e instanceof CannotStartError || e instanceof ConfigError) {
          io.err(`Cannot create the admin now. ${e.message}`);
          return 1;
        }
        throw e;
      }
      const existing = await accountExists(opened.db, email);
      if (existing) {
        io.err(
          existing.role === 'admin'
            ? `An admin with the email ${email} already exists.`
            : `A customer account with the email ${email} already exists; use another email for the admin.`,
        );
        return 1;
      }
      await insertAccount(
        opened.db,
        {
          email,
          password,
          role: 'admin',
          firstName,
          lastName,
          country: config.defaultCountry,
        },
        new Date(),
      );
      io.out(`Admin ${email} created. Sign in at ${config.publicUrl}/ with this email and password.`);
      return 0;
    } finally {
      await opened.close();
    }
  } finally {
    await release();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const code = await adminCreate(process.argv.slice(2), process.env, {
    out: (l) => process.stdout.write(`${l}\n`),
    err: (l) => process.stderr.write(`${l}\n`),
  });
  process.exit(code);
}
