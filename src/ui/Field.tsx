/** A labelled input with its error text under it, announced to screen readers. */
import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import './field.css';

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  /** Content drawn inside the control on the right (a toggle, a unit). */
  adornment?: ReactNode;
}

export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, error, hint, adornment, id, className, ...rest },
  ref,
) {
  const { inputId, hintId, errorId, describedBy } = useFieldIds(id, error, hint);
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label htmlFor={inputId} className="field-label">
        {label}
      </label>
      <div className={`field-control${error ? ' field-invalid' : ''}`}>
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
        />
        {adornment}
      </div>
      <FieldMessages hintId={hintId} hint={hint} errorId={errorId} error={error} />
    </div>
  );
});

/** The input's id (given or generated) and the ids of its hint and error, for aria-describedby. */
export function useFieldIds(id: string | undefined, error: string | null | undefined, hint: ReactNode) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return { inputId, hintId, errorId, describedBy };
}

/** The hint and the announced error under a control. */
export function FieldMessages(p: {
  hintId: string;
  hint: ReactNode;
  errorId: string;
  error: string | null | undefined;
  /**
   * The hint's line kept while there is no hint, for a hint that comes and goes as the person
   * types (an amount's equivalent): what is below the field does not move under their finger.
   */
  holdHint?: boolean;
}) {
  return (
    <>
      {p.hint ? (
        <p id={p.hintId} className="field-hint">
          {p.hint}
        </p>
      ) : p.holdHint ? (
        <p className="field-hint" aria-hidden="true">
          {'\u00a0'}
        </p>
      ) : null}
      {p.error ? (
        <p id={p.errorId} className="field-error" role="alert">
          {p.error}
        </p>
      ) : null}
    </>
  );
}
