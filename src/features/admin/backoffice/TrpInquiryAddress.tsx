/**
 * A provider's signed TRP inquiry address (decision 331): compliance chooses the provider from the
 * directory (decision 255, read whole through the staff API) and hands the address to the
 * provider when they agree to exchange Travel Rule information.
 * Each look-up is recorded in the audit log: whoever holds the address can send inquiries as them.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { messageOf } from '../../../api/errors.js';
import { useForm } from '../../../state/use-form.js';
import { useLoad } from '../../../state/use-load.js';
import { Button } from '../../../ui/Button.js';
import { getTrpInquiryAddress, staffProviderDirectory } from './reports-api.js';
import './reports.css';

export function TrpInquiryAddress() {
  const { t } = useLingui();
  const id = useId();
  const form = useForm({ providerId: '' }, (v) => ({
    providerId: v.providerId.trim() ? undefined : t`Choose a provider from the directory.`,
  }));
  const [url, setUrl] = useState('');
  const [directory, reloadDirectory] = useLoad(staffProviderDirectory, []);
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
            <Trans>Provider</Trans>
          </label>
          <select
            id={`${id}-provider`}
            value={form.values.providerId}
            disabled={directory.state !== 'ready'}
            onChange={(e) => form.set('providerId', e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          >
            <option value="">{directory.state === 'loading' ? t`Loading the directory…` : t`Choose a provider`}</option>
            {directory.state === 'ready'
              ? directory.data.providers.map((p) => (
                  <option key={p.id} value={p.id}>
                    {`${p.name} (${p.legalName}, ${p.country})`}
                  </option>
                ))
              : null}
          </select>
        </div>
        <div className="bo-period-buttons">
          <Button type="submit" variant="secondary" busy={form.submitting} disabled={form.submitting}>
            <Trans>Show the address</Trans>
          </Button>
        </div>
      </form>
      {directory.state === 'error' ? (
        <div className="bo-state bo-error" role="alert">
          <p>{directory.message || <Trans>The provider directory could not be loaded.</Trans>}</p>
          <Button variant="secondary" onClick={reloadDirectory}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : null}
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
