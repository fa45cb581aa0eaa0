/**
 * npm run admin:create -- --email E --password P [--role support|compliance|admin] [--first-name F] [--last-name L]
 * npm run admin:create -- --email E --second-factor
 * Creates a staff account (an admin unless --role says otherwise) on the database the server uses
 * (DATA_DIR or DATABASE_URL), with an authenticator secret already on and printed once: staff
 * sign in only with 2FA or a passkey (decision 234). --second-factor gives an existing staff
 * account without one (an admin made before staff roles) a new authenticator secret. Staff never
 * come from sign-up. With the embedded database the server must be stopped first: two
 * processes opening the same files would corrupt them, so the tool refuses while it runs.
 */
import { pathToFileURL } from 'node:url';
import { isStaffRole } from '../../contract/staff.js';
import {
  validateEmail,
  validateFirstName,
  validateLastName,
  validatePassword,
} from '../../contract/validation/accounts.js';
import { checkDataFolder } from '../data-dir.js';
import { openDatabase } from '../db/index.js';
import { acquireDataDirLock, DataDirLockedError } from '../db/lock.js';
import { ConfigError } from '../lib/config-error.js';
import { createLogger } from '../log.js';
import { accountExists } from '../modules/accounts/index.js';
import { createStaffAccount, enableStaffTotp } from '../modules/staff/index.js';
import { loadSecrets } from '../secrets.js';
import { CannotStartError } from '../start-error.js';
import { type CliOutput, loadToolConfig, parseArgs } from './tool-io.js';

const USAGE = [
  'Usage: npm run admin:create -- --email <email> --password <password> [--role support|compliance|admin] [--first-name <name>] [--last-name <name>]',
  '       npm run admin:create -- --email <email> --second-factor',
].join('\n');

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
  const role = args.role ?? 'admin';
  const secondFactorOnly = 'second-factor' in args;
  const problem =
    (!email && !password && USAGE) ||
    validateEmail(email) ||
    (!secondFactorOnly && validatePassword(password)) ||
    (!isStaffRole(role) && 'The role must be support, compliance or admin.') ||
    validateFirstName(firstName) ||
    validateLastName(lastName);
  if (problem || !isStaffRole(role)) {
    io.err(problem === USAGE ? USAGE : `${problem}\n${USAGE}`);
    return 2;
  }

  const config = loadToolConfig(env, io);
  if (!config) return 1;

  let release = async () => {};
  if (!config.databaseUrl) {
    try {
      checkDataFolder(config.dataDir);
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
      let secrets: Awaited<ReturnType<typeof loadSecrets>>;
      try {
        secrets = await loadSecrets(
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
      const deps = { db: opened.db, secrets };
      const existing = await accountExists(opened.db, email);
      if (secondFactorOnly) {
        if (!existing || !isStaffRole(existing.role)) {
          io.err(`There is no staff account with the email ${email}.`);
          return 1;
        }
        const uri = await enableStaffTotp(deps, { id: existing.id, email });
        io.out(`A new authenticator secret for ${email} (add it to the authenticator app; shown once):`);
        io.out(uri);
        return 0;
      }
      if (existing) {
        io.err(
          isStaffRole(existing.role)
            ? `A staff account with the email ${email} already exists.`
            : `A customer account with the email ${email} already exists; use another email for staff.`,
        );
        return 1;
      }
      const made = await createStaffAccount(
        deps,
        { email, password, role, firstName, lastName },
        config.defaultCountry,
        new Date(),
      );
      io.out(
        `${role === 'admin' ? 'Admin' : `Staff (${role})`} ${email} created. Sign in at ${config.publicUrl}/ with this email, this password and a code from the authenticator app.`,
      );
      io.out(`Authenticator secret (add it to the authenticator app; shown once): ${made.otpauthUri}`);
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
