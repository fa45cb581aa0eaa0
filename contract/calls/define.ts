/**
 * What one product call is, as both sides see it: its path, who may make it, whether it needs an
 * Idempotency-Key, the schema of its payload, and (as a type only) the data of its success answer.
 * The server registers its handlers against these; the client takes its types and its
 * Idempotency-Key rule from them.
 */
import type { GenericSchema, InferInput, InferOutput } from 'valibot';

/** Who may make a call: staff accesses name the roles of ROLES_FOR_ACCESS (contract/staff.ts). */
export type Access = 'public' | 'user' | 'support' | 'compliance' | 'admin' | 'any';

export interface CallSpec<S extends GenericSchema = GenericSchema, A = unknown> {
  readonly path: string;
  readonly access: Access;
  /** Moves money or creates something: the request carries an Idempotency-Key (API contract). */
  readonly idempotent: boolean;
  /** Changes nothing: a client may send it again when its answer is lost. */
  readonly readOnly?: boolean;
  readonly payload: S;
  /** Never set: carries the type of the success answer's `data`. */
  readonly answer?: A;
  /** The schema of the success answer's `data`, which the client checks it against (decision 204). */
  readonly answerSchema?: GenericSchema<unknown, A>;
}

/** Declares a call whose success answer carries `A` (`undefined` when it has no data). */
export function defineSpec<A>() {
  return <S extends GenericSchema>(spec: {
    path: string;
    access: Access;
    idempotent?: boolean;
    readOnly?: boolean;
    payload: S;
    answerSchema?: GenericSchema<unknown, A>;
  }): CallSpec<S, A> => ({ ...spec, idempotent: spec.idempotent ?? false });
}

/** What a client sends. */
export type PayloadOf<C> = C extends CallSpec<infer S, unknown> ? NonNullable<InferInput<S>> : unknown;
/** What the server's handler receives after the schema. */
export type ParsedOf<C> = C extends CallSpec<infer S, unknown> ? InferOutput<S> : unknown;
/** The `data` of the success answer. */
export type AnswerOf<C> = C extends CallSpec<GenericSchema, infer A> ? A : unknown;
