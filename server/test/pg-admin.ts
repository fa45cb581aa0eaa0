/**
 * Making and dropping test databases on a PostgreSQL server (the run's TEST_DATABASE_URL): the
 * one place that opens an administrative connection, so the template (postgres-template.ts) and
 * the scratch databases (modules/ledger/testing.ts) name, create and drop databases alike.
 */
import pg from 'pg';

/** Runs `work` on a connection of its own to the server's maintenance database, then closes it. */
export async function withAdminClient<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** One administrative statement (create, alter or drop database) on a connection of its own. */
export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  await withAdminClient(serverUrl, (client) => client.query(sql));
}

/** The address of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Drops `name`, waiting (up to about five seconds) for the test's own connections to finish
 * closing instead of killing them: a connection terminated mid-close reports an error nobody is
 * listening for.
 */
export async function dropDatabaseWhenFree(serverUrl: string, name: string): Promise<void> {
  await withAdminClient(serverUrl, async (client) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`drop database if exists ${name}`);
        return;
      } catch (e) {
        if ((e as { code?: string }).code !== '55006' || attempt >= 50) throw e;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  });
}
