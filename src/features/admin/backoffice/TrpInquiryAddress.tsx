/**
 * A provider's signed TRP inquiry address (decision 331): compliance looks it up by the provider's
 * directory id and hands it to the provider when they agree to exchange Travel Rule information.
 * Each look-up is recorded in the audit log: whoever holds the address can send inquiries as them.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import { messageOf } from '../../../api/errors.js';
import { Button } from '../../../ui/Button.js';
import { getTrpInquiryAddress } from './reports-api.js';
import './reports.css';

export function TrpInquiryAddress() {
  const { t } = useLingui();
  const id = useId();
  const [provider, setProvider] = useState('');
  const [url, setUrl] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setUrl('');
    setError('');
    if (!provider.trim()) {
      setError(t`Enter the provider's id from the directory.`);
      return;
    }
    setBusy(true);
    try {
      setUrl((await getTrpInquiryAddress(provider.trim())).url);
    } catch (err) {
      setError(messageOf(err, t`The address could not be shown. Please try again.`));
    } finally {
      setBusy(false);
    }
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
            value={provider}
            maxLength={60}
            autoComplete="off"
            onChange={(e) => setProvider(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </div>
        <div className="bo-period-buttons">
          <Button type="submit" variant="secondary" busy={busy} disabled={busy}>
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
