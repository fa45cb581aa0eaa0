/**
 * A provider's signed TRP inquiry address (decision 331): compliance looks it up by the provider's
 * directory id and hands it to the provider when they agree to exchange Travel Rule information.
 * Each look-up is recorded in the audit log: whoever holds the address can send inquiries as them.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { messageOf } from '../../../api/errors.js';
import { useForm } from '../../../state/use-form.js';
import { Button } from '../../../ui/Button.js';
import { getTrpInquiryAddress } from './reports-api.js';
import './reports.css';

export function TrpInquiryAddress() {
  const { t } = useLingui();
  const id = useId();
  const form = useForm({ providerId: '' }, (v) => ({
    providerId: v.providerId.trim() ? undefined : t`Enter the provider's id from the directory.`,
  }));
  const [url, setUrl] = useState('');
  const error = form.error('providerId') ?? form.message;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setUrl('');
    form.setMessage(undefined);
    form.touchAll();
    if (!form.valid) return;
    void form.submit(async () => {
      try {
        setUrl((await getTrpInquiryAddress(form.values.providerId.trim())).url);
      } catch (err) {
        if (!form.takeServerErrors(err))
          form.setMessage(messageOf(err, t`The address could not be shown. Please try again.`));
      }
    });
  };

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <Trans>TRP inquiry address</Trans>
      </h2>
      <p className="bo-muted">
        <Trans>
          The address a provider sends its Travel Rule inquiries to before it sends coins to our customers. Give it only
          to the provider it is for; each look-up is recorded in the audit log.
        </Trans>
      </p>
      <form className="bo-period" onSubmit={submit} noValidate>
        <div className="bo-period-field">
          <label htmlFor={`${id}-provider`}>
            <Trans>Provider id</Trans>
          </label>
          <input
            id={`${id}-provider`}
            value={form.values.providerId}
            maxLength={60}
            autoComplete="off"
            onChange={(e) => form.set('providerId', e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </div>
        <div className="bo-period-buttons">
          <Button type="submit" variant="secondary" busy={form.submitting} disabled={form.submitting}>
            <Trans>Show the address</Trans>
          </Button>
        </div>
      </form>
      {error ? (
        <p id={`${id}-error`} className="bo-form-error" role="alert">
          {error}
        </p>
      ) : null}
      {url ? (
        <p role="status">
          <code className="bo-inquiry-address">{url}</code>
        </p>
      ) : null}
    </section>
  );
}
