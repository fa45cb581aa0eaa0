/**
 * One-line JSON logs through pino (decision 282). Callers
 * pass a message and fields; pino redacts the fields that may hold a secret wherever a caller
 * passes them by mistake, and every line written while a call runs carries that call's request
 * id (the envelope opens the call's context), so one customer's complaint finds its lines.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';

type Level = 'debug' | 'info' | 'warn' | 'error';

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

/**
 * Field names that hold a secret, at the top level or one level down. The emailed code of local
 * mode is logged on purpose (the demo reads it from the log), so `code` is not among them: error
 * codes share that name.
 */
const SECRET_FIELDS = [
  'password',
  'newPassword',
  'token',
  'accessToken',
  'refreshToken',
  'secret',
  'totpSecret',
  'recoveryCodes',
  'authorization',
  'cookie',
  'apiKey',
  'privateKey',
  'seed',
  'cardNumber',
  'pan',
  'cvv',
];
export const REDACTED_PATHS = SECRET_FIELDS.flatMap((f) => [f, `*.${f}`]);

const callContext = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `fn` with `requestId` on every line logged inside it, however deep. */
export function withRequestId<T>(requestId: string, fn: () => T): T {
  return callContext.run({ requestId }, fn);
}

/** The request id of the call running now, if any: audit rows carry it too (decision 322). */
export function currentRequestId(): string | undefined {
  return callContext.getStore()?.requestId;
}

export function createLogger(
  level: Level = 'info',
  write: (line: string) => void = (l) => process.stdout.write(`${l}\n`),
): Logger {
  const p = pino(
    {
      level,
      base: undefined,
      messageKey: 'msg',
      timestamp: () => `,"t":"${new Date().toISOString()}"`,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      // A request id the caller passed wins over the context's (they are the same call's).
      mixin: () => {
        const ctx = callContext.getStore();
        return ctx ? { requestId: ctx.requestId } : {};
      },
    },
    { write: (line: string) => write(line.endsWith('\n') ? line.slice(0, -1) : line) },
  );
  const at = (lvl: Level) => (msg: string, fields?: Record<string, unknown>) => p[lvl](fields ?? {}, msg);
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

/** A logger that keeps lines in memory, for tests. */
export function memoryLogger(): Logger & { lines: Array<Record<string, unknown>> } {
  const lines: Array<Record<string, unknown>> = [];
  const logger = createLogger('debug', (l) => lines.push(JSON.parse(l)));
  return Object.assign(logger, { lines });
}
