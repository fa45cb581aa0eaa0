/**
 * A database whose statements can fail as a faulty one would. `interceptedDb` hands each
 * statement's SQL (in or out of a transaction) to `around` with the way to run it, so a test can
 * fail it, or act before or after it runs; `faultyDb` is the common case of failing some of them.
 */
import type { Kysely } from 'kysely';

type Around = (sql: string, run: () => Promise<unknown>) => Promise<unknown>;
type Fault = (sql: string) => Error | null;

export function interceptedDb<D extends Kysely<any>>(db: D, around: Around): D {
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === 'getExecutor') {
        return () => {
          const executor = target.getExecutor();
          return new Proxy(executor, {
            get(e, p, r) {
              const v = Reflect.get(e, p, r);
              if (p !== 'executeQuery') return typeof v === 'function' ? v.bind(e) : v;
              return (query: { sql: string }, ...rest: unknown[]) =>
                around(query.sql, () => (v as (...a: unknown[]) => Promise<unknown>).call(e, query, ...rest));
            },
          });
        };
      }
      if (prop === 'transaction') {
        return () => {
          const builder = target.transaction();
          return new Proxy(builder, {
            get(b, p, r) {
              const v = Reflect.get(b, p, r);
              if (p !== 'execute') return typeof v === 'function' ? v.bind(b) : v;
              return (fn: (trx: unknown) => Promise<unknown>) =>
                builder.execute((trx) => fn(interceptedDb(trx as unknown as D, around)));
            },
          });
        };
      }
      const v = Reflect.get(target, prop, receiver);
      return typeof v === 'function' ? v.bind(target) : v;
    },
  });
}

export function faultyDb<D extends Kysely<any>>(db: D, fault: Fault): D {
  return interceptedDb(db, (sql, run) => {
    const error = fault(sql);
    return error ? Promise.reject(error) : run();
  });
}
