/**
 * The forms' one state: each field's value, whether its rule's message may show yet (touched), and
 * the server's word on it (decision 132). Field names are the call's payload fields, typed from its
 * Valibot schema in contract/calls (`FormFields`), so a refusal's `errors` and `field` (decision
 * 130) land under the field they name. The rules are contract/validation's, the same the server
 * runs, with the specification's messages. Only types come from contract/calls: the schemas stay
 * off the sign-in page's first load.
 *
 * `formStep` is the state's plain logic (tested without rendering); `useForm` binds it to React.
 */
import { useReducer, useRef, useState } from 'react';
import type { PayloadOf } from '../../contract/calls/define.js';
import { ApiCallError } from '../api/api-error.js';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The names of a call's payload fields. */
export type FieldsOf<C> = Extract<keyof PayloadOf<C>, string>;
/** A form's fields: some of the call's payload fields, and fields the call never receives. */
export type FormFields<C, Sent extends FieldsOf<C>, Local extends string = never> = Sent | Local;

export interface FormState<K extends string> {
  values: Record<K, string>;
  touched: Partial<Record<K, boolean>>;
  server: FieldErrors<string>;
  /** The server's word that names no field (shown above the buttons); goes when the form is sent. */
  message?: string;
}

/**
 * When a rule's message shows: once the field was left (blur) or the form sent, and from then on
 * as the value changes; or (`submit`) only when the form is sent, hidden again when the field is
 * edited.
 */
type ShowRules = 'blur' | 'submit';

type FormEvent<K extends string> =
  | { kind: 'set'; field: K; value: string }
  | { kind: 'touch'; field: K }
  | { kind: 'touchAll' }
  | { kind: 'touchOnly'; fields: K[] }
  | { kind: 'server'; errors: FieldErrors<string> }
  | { kind: 'message'; message: string | undefined }
  | { kind: 'reset'; values: Record<K, string> };

export function formStep<K extends string>(show: ShowRules) {
  return (state: FormState<K>, event: FormEvent<K>): FormState<K> => {
    switch (event.kind) {
      case 'set':
        // Editing a field answers what the server said about it.
        return {
          ...state,
          values: { ...state.values, [event.field]: event.value },
          touched: show === 'submit' ? { ...state.touched, [event.field]: false } : state.touched,
          server: { ...state.server, [event.field]: undefined },
        };
      case 'touch':
        return { ...state, touched: { ...state.touched, [event.field]: true } };
      case 'touchAll': {
        const touched: Partial<Record<K, boolean>> = {};
        for (const field of Object.keys(state.values) as K[]) touched[field] = true;
        return { ...state, touched };
      }
      case 'touchOnly': {
        const touched: Partial<Record<K, boolean>> = {};
        for (const field of event.fields) touched[field] = true;
        return { ...state, touched, server: {}, message: undefined };
      }
      case 'server':
        return { ...state, server: event.errors };
      case 'message':
        return { ...state, message: event.message };
      case 'reset':
        // After a sending went through: the form as new, nothing touched, no server word.
        return { values: event.values, touched: {}, server: {} };
    }
  };
}

/** The message under a field: its rule's when it may show, else the server's. */
export function shownError<K extends string>(state: FormState<K>, errors: FieldErrors<K>, field: K) {
  return (state.touched[field] ? errors[field] : undefined) ?? state.server[field];
}

/** Refusal codes the form shows under one of its fields (OTP_INVALID under the code field). */
type CodeFields = Partial<Record<string, string>>;

/**
 * The field problems a refusal names: a VALIDATION's `errors`, else the field its code belongs to
 * in this form, else the field of a business refusal with its message; null when it names none.
 */
export function fieldErrorsOf(err: unknown, byCode: CodeFields = {}): Record<string, string> | null {
  if (!(err instanceof ApiCallError)) return null;
  if (Object.keys(err.errors).length > 0) return err.errors;
  const field = byCode[err.code] ?? err.field;
  return field ? { [field]: err.message } : null;
}

/**
 * One sending at a time: a press while one is under way does nothing; `busy` is told when a
 * sending starts and ends, also when it fails. A sending that answers 'done' (the form is done
 * with: its dialog closes or is replaced) never ends: the form stays busy and sends nothing more.
 */
export function oneAtATime(busy: (on: boolean) => void) {
  let running = false;
  return async (send: () => Promise<unknown>): Promise<void> => {
    if (running) return;
    running = true;
    busy(true);
    let done = false;
    try {
      done = (await send()) === 'done';
    } finally {
      if (!done) {
        running = false;
        busy(false);
      }
    }
  };
}

export function useForm<K extends string>(
  initial: Record<K, string>,
  rules: (values: Record<K, string>) => FieldErrors<K>,
  show: ShowRules = 'blur',
) {
  const [state, send] = useReducer(formStep<K>(show), { values: initial, touched: {}, server: {} });
  const [submitting, setSubmitting] = useState(false);
  const once = useRef<ReturnType<typeof oneAtATime> | null>(null);
  once.current ??= oneAtATime(setSubmitting);
  const errors = rules(state.values);
  const error = (field: K) => shownError(state, errors, field);
  return {
    values: state.values,
    touched: state.touched,
    server: state.server,
    errors,
    /** Every rule holds. */
    valid: !Object.values(errors).some(Boolean),
    error,
    /** Some field shows a message. */
    anyError: (Object.keys(state.values) as K[]).some((field) => error(field)),
    set: (field: K, value: string) => send({ kind: 'set', field, value }),
    touch: (field: K) => send({ kind: 'touch', field }),
    /** Sending: every rule's message may show. */
    touchAll: () => send({ kind: 'touchAll' }),
    /**
     * Sending part of the form: only these fields' rules may show; the server's earlier word goes
     * (under the fields and `message`). With no fields: nothing shows, as after a fresh start.
     */
    touchOnly: (...fields: K[]) => send({ kind: 'touchOnly', fields }),
    setServerErrors: (errors: FieldErrors<string>) => send({ kind: 'server', errors }),
    /** The server's word that names no field, or a check of the whole form. */
    message: state.message,
    setMessage: (message: string | undefined) => send({ kind: 'message', message }),
    /** Back to the initial values (or these, the ones just saved), nothing touched. */
    reset: (values: Record<K, string> = initial) => send({ kind: 'reset', values }),
    /** A sending is under way. */
    submitting,
    /** Sends once at a time and keeps `submitting` while it runs (for good once it answers 'done'). */
    submit: once.current,
    /** Shows the fields a refusal names (or its code, by `byCode`) under them; false when none. */
    takeServerErrors(err: unknown, byCode?: CodeFields): boolean {
      const found = fieldErrorsOf(err, byCode);
      if (found) send({ kind: 'server', errors: found });
      return found !== null;
    },
  };
}
