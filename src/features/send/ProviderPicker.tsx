/**
 * The searchable provider directory (decision 255): a search field and the providers found, as
 * radio buttons (arrow keys move between them), with "Not listed" always last.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { ProviderDirectoryEntry } from '../../../contract/travel-rule.js';
import { Field } from '../../ui/Field.js';
import { searchProviders } from './api/travel-rule.js';
import type { ProviderChoice } from './use-beneficiary.js';

export function ProviderPicker({
  value,
  onChange,
  error,
}: {
  value: ProviderChoice;
  onChange: (v: ProviderChoice) => void;
  error: string | null;
}) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<ProviderDirectoryEntry[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      searchProviders(query.slice(0, 60))
        .then((list) => {
          if (!live) return;
          setFound(list);
          setFailed(false);
        })
        .catch(() => live && setFailed(true));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query]);

  const chosenId = value === 'not_listed' ? 'not_listed' : value?.id;
  return (
    <div className="provider-picker">
      <Field
        label={t`Which provider?`}
        type="search"
        placeholder={t`Search by name`}
        value={query}
        maxLength={60}
        autoComplete="off"
        onChange={(e) => setQuery(e.target.value)}
      />
      {failed ? (
        <p className="field-error" role="alert">
          <Trans>The list of providers could not be loaded. Try again, or choose "Not listed".</Trans>
        </p>
      ) : null}
      <div role="radiogroup" aria-label={t`Providers`} className="choices provider-list" data-testid="providers">
        {(found ?? []).map((p) => (
          <label className="choice" key={p.id}>
            <input type="radio" name="provider" value={p.id} checked={chosenId === p.id} onChange={() => onChange(p)} />
            <span>
              {p.name} <span className="muted small">{p.legalName}</span>
            </span>
          </label>
        ))}
        {found && found.length === 0 ? (
          <p className="muted small" role="status">
            <Trans>No provider matches. Choose "Not listed" if yours is missing.</Trans>
          </p>
        ) : null}
        <label className="choice">
          <input
            type="radio"
            name="provider"
            value="not_listed"
            checked={chosenId === 'not_listed'}
            onChange={() => onChange('not_listed')}
          />
          <span>
            <Trans>Not listed</Trans>
          </span>
        </label>
      </div>
      {error ? (
        <p className="field-error" role="alert">
          <Trans>Choose the provider from the list, or "Not listed".</Trans>
        </p>
      ) : null}
    </div>
  );
}
