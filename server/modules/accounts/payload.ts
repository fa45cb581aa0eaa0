import { validationError } from '../../http/errors.js';

/** The opened payload as an object of fields; anything else is refused. */
export function payloadObject(raw: unknown): Record<string, unknown> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw validationError({ payload: 'Expected an object' }, 'Invalid request');
  return raw as Record<string, unknown>;
}

/** A text field: strings as given, missing as ''; numbers are taken as their digits (codes). */
export function text(o: Record<string, unknown>, key: string): string {
  const v = o[key];
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return '';
}
