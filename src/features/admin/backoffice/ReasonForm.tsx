/**
 * An action that needs a reason (decisions 236, 237, 277): the reason field, any field of its own,
 * and the button; the server's refusal is shown beside it, and the form stays filled.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useId } from 'react';
import { messageOf } from '../../../api/errors.js';
import { useForm } from '../../../state/use-form.js';
import { Button } from '../../../ui/Button.js';

export function ReasonForm({
  label,
  onSubmit,
  children,
  variant = 'secondary',
  missing,
}: {
  label: string;
  onSubmit: (reason: string) => Promise<void>;
  children?: ReactNode;
  variant?: 'primary' | 'secondary' | 'danger';
  /** What the form's own field still needs (a decision not chosen): said instead of sending. */
  missing?: () => string | undefined;
}) {
  const { t } = useLingui();
  const id = useId();
  const form = useForm(
    { reason: '' },
    (v) => ({ reason: v.reason.trim().length < 3 ? t`Give a reason of at least 3 characters.` : undefined }),
    'submit',
  );
  const reason = form.values.reason;
  const busy = form.submitting;
  const error = form.error('reason') ?? form.message ?? '';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    form.touchAll();
    const needed = missing?.();
    form.setMessage(needed);
    if (needed || !form.valid) return;
    void form.submit(async () => {
      form.setMessage(undefined);
      try {
        await onSubmit(reason.trim());
        form.reset();
      } catch (err) {
        form.setMessage(messageOf(err, t`This did not work. Please try again.`));
      }
    });
  };
  return (
    <form className="bo-reason-form" onSubmit={submit} aria-label={label}>
      {children}
      <label htmlFor={`${id}-reason`}>
        <Trans>Reason</Trans>
      </label>
      <input
        id={`${id}-reason`}
        value={reason}
        maxLength={500}
        onChange={(e) => form.set('reason', e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <Button type="submit" variant={variant} busy={busy}>
        {label}
      </Button>
      {error ? (
        <p id={`${id}-error`} className="bo-form-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
