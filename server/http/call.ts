/**
 * What a product call is: its path, who may make it, whether it needs an Idempotency-Key, how its
 * payload is checked, and what it does. The pipeline (pipeline.ts) does everything else.
 */
import type { AppDeps } from '../deps.js';

export type Access = 'public' | 'user' | 'admin' | 'any';

export interface AuthUser {
  id: string;
  role: 'user' | 'admin';
  sessionId: string;
}

export interface CallContext {
  deps: AppDeps;
  /** The signed-in user; always set when access is not 'public'. */
  user: AuthUser | null;
  ip: string;
  userAgent: string;
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

export function defineCall<P, R>(def: CallDef<P, R>): CallDef<P, R> {
  return def;
}

/** The signed-in user of a non-public call. */
export function requireUser(ctx: CallContext): AuthUser {
  if (!ctx.user) throw new Error(`call needs a user but none was set`);
  return ctx.user;
}
