/**
 * What a product call is: its path, who may make it, whether it needs an Idempotency-Key, how its
 * payload is checked, and what it does. The pipeline (pipeline.ts) does everything else.
 */
import type { Access, AnswerOf, CallSpec, ParsedOf } from '../../contract/calls/define.js';
import type { Language } from '../../contract/languages.js';
import { ROLES_FOR_ACCESS, type Role } from '../../contract/staff.js';
import type { AppDeps } from '../deps.js';
import { parsePayload } from './payload.js';

export type { Access };

/** The roles that may make a call of this access; null when any signed-in role (or anyone) may. */
export function rolesFor(access: Access): readonly Role[] | null {
  return access === 'public' || access === 'any' ? null : ROLES_FOR_ACCESS[access];
}

export interface AuthUser {
  id: string;
  role: Role;
  sessionId: string;
}

export interface CallContext {
  deps: AppDeps;
  /** The signed-in user; always set when access is not 'public'. */
  user: AuthUser | null;
  ip: string;
  userAgent: string;
  /** The language the request asks for (Accept-Language, which the app sets to its own): emails to an address with no account yet are written in it. */
  language: Language;
  requestId: string;
  idempotencyKey: string | undefined;
  /** Adds a header to the HTTP answer (Retry-After, for example). */
  setHeader(name: string, value: string): void;
}

export interface CallResult<R> {
  message?: string;
  data?: R;
}

export interface CallDef<P = any, R = any> {
  path: string;
  access: Access;
  idempotent?: boolean;
  /** Checks and normalises the opened payload; throws ApiError('VALIDATION') on bad input. */
  parse(raw: unknown): P;
  handle(ctx: CallContext, payload: P): Promise<CallResult<R>>;
}

interface CallImpl<C extends CallSpec, P> {
  /** The call's own rules on the schema's output (those that need more than one field, say). */
  rules?(payload: ParsedOf<C>): P;
  handle(ctx: CallContext, payload: P): Promise<CallResult<AnswerOf<C>>>;
}

/** The handler of a call of the table: path, access, idempotency and payload schema come from it. */
export function defineCall<C extends CallSpec, P = ParsedOf<C>>(
  spec: C,
  impl: CallImpl<C, P>,
): CallDef<P, AnswerOf<C>> {
  return {
    path: spec.path,
    access: spec.access,
    idempotent: spec.idempotent,
    parse(raw) {
      const payload = parsePayload(spec, raw) as ParsedOf<C>;
      return impl.rules ? impl.rules(payload) : (payload as unknown as P);
    },
    handle: impl.handle,
  };
}

/** The signed-in user of a non-public call. */
export function requireUser(ctx: CallContext): AuthUser {
  if (!ctx.user) throw new Error(`call needs a user but none was set`);
  return ctx.user;
}
