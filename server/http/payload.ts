/** A call's payload through its schema in the call table; a refusal names each field it concerns. */
import { type InferOutput, safeParse } from 'valibot';
import type { CallSpec } from '../../contract/calls/define.js';
import { PAYLOAD_MESSAGES } from '../../contract/calls/fields.js';
import { validationError } from './errors.js';

export function parsePayload<C extends CallSpec>(spec: C, raw: unknown): InferOutput<C['payload']> {
  const result = safeParse(spec.payload, raw);
  if (result.success) return result.output;
  const errors: Record<string, string> = {};
  let whole = false;
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    const field = typeof key === 'string' ? key : 'payload';
    if (field === 'payload') whole = true;
    errors[field] ??= issue.message;
  }
  throw validationError(errors, whole ? PAYLOAD_MESSAGES.refused : undefined);
}
