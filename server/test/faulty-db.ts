/**
 * A database whose statements can fail as a faulty one would: `fault` sees each statement's SQL
 * (in or out of a transaction) and returns the error to fail it with, or null to run it.
 */
import type { Kysely } from 'kysely';

type Fault = (sql: string) => Error | null;

export function faultyDb<D extends Kysely<any>>(db: D, fault: Fault): D {
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === 'getExecutor') {
        return () => {
          const executor = target.getExecutor();
          return new Proxy(executor, {
            get(e, p, r) {
              const v = Reflect.get(e, p, r);
              if (p !== 'executeQuery') return typeof v === 'function' ? v.bind(e) : v;
              return (query: { sql: string }, ...rest: unknown[]) => {
                const error = fault(query.sql);
                if (error) return Promise.reject(error);
                return (v as (...a: unknown[]) => Promise<unknown>).call(e, query, ...rest);
              };
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
                builder.execute((trx) => fn(faultyDb(trx as unknown as D, fault)));
            },
          });
        };
      }
      const v = Reflect.get(target, prop, receiver);
      return typeof v === 'function' ? v.bind(target) : v;
    },
  });
}
