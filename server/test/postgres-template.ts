/**
 * Server test databases on PostgreSQL (decision 450): when the run has a PostgreSQL server
 * (TEST_DATABASE_URL, which `npm test` always gives), the global setup migrates one template
 * database on it, and every test database is a copy of the template (`CREATE DATABASE … TEMPLATE`,
 * a file copy on the server), dropped when the test closes it. Production runs on PostgreSQL, and a
 * native server answers the suite's many calls far faster than the embedded database in the test's
 * own thread. Tests of what only the embedded database has (its data folder, its dump, its single
 * connection) ask for it with `embedded: true`.
 */
import { randomBytes } from 'node:crypto';
import { type OpenedDatabase, openDatabase } from '../db/index.js';
import { adminQuery, databaseUrl, withAdminClient } from './pg-admin.js';

/** Makes and migrates the run's template database; answers its name and how to drop it. */
export async function createTemplateDatabase(serverUrl: string): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `coinvault_template_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const opened = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), connections: 2 });
  await opened.close();
  await adminQuery(serverUrl, `alter database ${name} is_template true`);
  return {
    name,
    // The copies are named after the template, so one a test left open goes with it.
    drop: () =>
      withAdminClient(serverUrl, async (client) => {
        const copies = await client.query<{ datname: string }>(
          `select datname from pg_database where datname like '${name}\\_%'`,
        );
        for (const { datname } of copies.rows) await client.query(`drop database if exists ${datname} with (force)`);
        await client.query(`alter database ${name} is_template false`);
        await client.query(`drop database if exists ${name} with (force)`);
      }),
  };
}

/**
 * The first version that copies a database through the write-ahead log unless told to copy its
 * files. For a template this small the log costs twice the CPU: 0.18 s of the server's CPU a copy
 * against 0.07 to 0.09 s for the file copy, twenty copies each, on the run's throwaway server, and
 * a run makes a copy for every server test file.
 */
const FILE_COPY_FROM = 150000;

/** A fresh database copied from the template (its files copied), dropped on close. */
export async function openCopyOfTemplate(
  serverUrl: string,
  template: string,
  connections?: number,
): Promise<OpenedDatabase> {
  const name = `${template}_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, async (client) => {
    const { rows } = await client.query<{ server_version_num: string }>('show server_version_num');
    const strategy = Number(rows[0]?.server_version_num) >= FILE_COPY_FROM ? ' strategy file_copy' : '';
    await client.query(`create database ${name} template ${template}${strategy}`);
  });
  const opened = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), connections });
  return {
    ...opened,
    async close() {
      await opened.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
