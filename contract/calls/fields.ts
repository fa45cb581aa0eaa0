/**
 * The payload schemas' building blocks. A payload is an object (absent or null reads as no
 * fields); each field declares the type a client sends. The server stays as lenient as the API
 * contract has always been (codes may arrive as numbers, route ids as digits): a field whose rule
 * needs more than the payload (the account's years, the coin a kind names) gets its type here,
 * anything else reading as null, and that rule answers with its own message.
 */
import {
  check,
  custom,
  type GenericSchema,
  type InferInput,
  integer,
  maxLength,
  maxValue,
  minLength,
  minValue,
  nullish,
  number,
  type ObjectEntries,
  object,
  optional,
  pipe,
  regex,
  string,
  toLowerCase,
  transform,
} from 'valibot';
import { PLAIN_TEXT_MESSAGES, plainTextProblem } from '../validation/plain-text.js';

export const PAYLOAD_MESSAGES = {
  notAnObject: 'Expected an object',
  /** The summary of a refusal of the payload as a whole. */
  refused: 'Invalid request',
} as const;

function isFieldObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The payload: an object of the given fields (unknown fields are dropped), or nothing. */
export function payload<E extends ObjectEntries>(entries: E) {
  const fields = object(entries, PAYLOAD_MESSAGES.notAnObject);
  // An array passes as an object in the object schema: refused first.
  return nullish(
    pipe(custom<InferInput<typeof fields>>(isFieldObject, PAYLOAD_MESSAGES.notAnObject), fields),
    () => ({}) as InferInput<typeof fields>,
  );
}

/** A payload without fields. */
export const noFields = payload({});

/**
 * A field refused with `message` unless `check` holds; a missing field is checked as null, so it
 * gets the same message.
 */
export function required<T>(check: (v: unknown) => v is T, message: string): GenericSchema<T, T> {
  return optional(custom<T>(check, message), null as unknown as T) as GenericSchema<T, T>;
}

function asText(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return '';
}

/** Text as given; missing (or not text) as '', numbers as their digits (codes typed as numbers). */
export function text() {
  return optional(
    pipe(
      custom<string | number | null>(() => true),
      transform((v) => asText(v)),
    ),
    '',
  );
}

/** Text with surrounding blanks removed. */
export function trimmed() {
  return optional(
    pipe(
      custom<string | number | null>(() => true),
      transform((v) => asText(v).trim()),
    ),
    '',
  );
}

/**
 * A name or a label: text with surrounding blanks removed that keeps the plain text rule (no
 * control, invisible or text-direction characters; no formula at its start). Missing reads as ''.
 */
export function plainText() {
  return optional(
    pipe(
      custom<string | number | null>(() => true),
      transform((v) => asText(v).trim()),
      check(
        (v) => plainTextProblem(v) === null,
        (issue) => PLAIN_TEXT_MESSAGES[plainTextProblem(issue.input as string) ?? 'hidden'],
      ),
    ),
    '',
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID as text (either case), refused with `message` otherwise; lower case after the schema. */
export function uuid(message: string) {
  return pipe(
    required((v): v is string => typeof v === 'string', message),
    string(message),
    regex(UUID, message),
    toLowerCase(),
  );
}

/** A non-empty string of at most `max` characters. */
export function requiredString(max: number, message = 'is required') {
  return pipe(
    required((v): v is string => typeof v === 'string', message),
    minLength(1, message),
    maxLength(max, message),
  );
}

/** A whole number in [min, max], or `fallback` when absent. */
export function wholeNumber(fallback: number, min: number, max: number) {
  const message = `must be a whole number from ${min} to ${max}`;
  return nullish(pipe(number(message), integer(message), minValue(min, message), maxValue(max, message)), fallback);
}

/** A yes/no the server takes as yes only when it is exactly `true`; anything else reads as no. */
export function flag() {
  return optional(
    pipe(
      custom<boolean | null>(() => true),
      transform((v): boolean => v === true),
    ),
    false,
  );
}

/** A field the client may send but the server ignores (it decides the value itself): dropped. */
export function ignored<T>() {
  return optional(
    pipe(
      custom<T | null>(() => true),
      transform((): undefined => undefined),
    ),
  );
}

/**
 * Text whose rule needs more than the payload (the account's settings, the coin a kind names):
 * the text as given, anything else as null, which that rule refuses with its own answer.
 */
export function textOrNone() {
  return optional(
    pipe(
      custom<string | null>(() => true),
      transform((v): string | null => (typeof v === 'string' ? v : null)),
    ),
    null,
  );
}

/** A UUID in lower case, or null for anything else: an id that is not one answers not found. */
export function uuidOrNone() {
  return optional(
    pipe(
      custom<string | null>(() => true),
      transform((v): string | null => (typeof v === 'string' && UUID.test(v) ? v.toLowerCase() : null)),
    ),
    null,
  );
}
