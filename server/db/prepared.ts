/**
 * PostgreSQL connections that prepare each parameterised statement once and then only bind and
 * execute it: the server stops parsing and planning the same few statements (admission, a
 * movement, a balance read) hundreds of times a second. The statements an app sends are a small,
 * fixed set of query shapes; past STATEMENT_LIMIT distinct texts (a sign of text built from
 * data), new ones run unprepared so no connection's memory grows without bound.
 */
import pg from 'pg';

const STATEMENT_LIMIT = 2_000;
/** A text's statement name, or null for a text that must never be prepared. */
const names = new Map<string, string | null>();

/**
 * A parameter in an ON CONFLICT target (its index predicate or expression, up to DO). After five
 * runs of a named statement PostgreSQL may plan it generically; a generic plan cannot prove that
 * `WHERE accepted = $1` implies a partial unique index's `WHERE accepted`, and the insert fails
 * with "no unique or exclusion constraint matching the ON CONFLICT specification". Such a
 * statement runs unnamed, which PostgreSQL plans with its values each time.
 */
const PARAMETER_IN_CONFLICT_TARGET = /\bon\s+conflict\b(?:(?!\bdo\b)[\s\S])*?\$\d/i;

export function preparable(text: string): boolean {
  return !PARAMETER_IN_CONFLICT_TARGET.test(text);
}

function nameFor(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < STATEMENT_LIMIT) {
    name = preparable(text) ? `cv${names.size}` : null;
    names.set(text, name);
  }
  return name ?? undefined;
}

export class PreparingClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // A checked-out connection that the database drops (restart, kill of its backend) emits
    // 'error'; the pool listens only while the connection is idle, and an unheard 'error' ends
    // the process. The query in flight already fails with the same error, and the pool discards
    // the broken connection when it is released, so nothing more is needed here.
    this.on('error', () => {});
  }

  // pg's query() is heavily overloaded: the override takes whatever it takes.
  override query(config: any, values?: any, callback?: any): any {
    // Only statements with parameters: DDL (migrations) carries none and must never be cached.
    if (typeof config === 'string' && Array.isArray(values) && values.length > 0) {
      const name = nameFor(config);
      if (name) return super.query({ name, text: config, values }, callback);
    }
    return super.query(config, values, callback);
  }
}
