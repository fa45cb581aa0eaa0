import type { Kysely } from 'kysely';

/**
 * The data folder is known by its path and its directory's inode, not by the host's name
 * (decision 302): a container recreated on the same volume gets a new hostname but keeps the
 * folder, while a copy is a new directory even at the same path. Rows written before this
 * have no inode and are taken over by the next start at the same path.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('data_folder').addColumn('inode', 'text').execute();
}

export async function down(): Promise<void> {}
