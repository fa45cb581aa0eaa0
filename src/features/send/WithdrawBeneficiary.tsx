/**
 * The questions asked before a withdrawal's review (decision 256): whose wallet it is, where it
 * is (a provider picked from the directory, or "not listed", or self-hosted), and someone else's
 * name. A saved address with answers asks nothing: it says so instead. It only draws; the answers
 * are use-beneficiary.ts.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Field } from '../../ui/Field.js';
import { ProviderPicker } from './ProviderPicker.js';
import type { BeneficiaryState } from './use-beneficiary.js';

function Choice({
  name,
  value,
  checked,
  onChange,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  children: React.ReactNode;
}) {
  return (
    <label className="choice">
      <input type="radio" name={name} value={value} checked={checked} onChange={onChange} />
      <span>{children}</span>
    </label>
  );
}

export function WithdrawBeneficiary({ b, showErrors }: { b: BeneficiaryState; showErrors: boolean }) {
  const { t } = useLingui();
  if (b.saved)
    return (
      <p className="muted small" data-testid="beneficiary-saved">
        <Trans>This saved address already has your answers about who receives it.</Trans>
      </p>
    );
  const error = (key: string) => (showErrors ? (b.errors[key] ?? null) : null);
  const missing = showErrors && b.errors.beneficiary;
  return (
    <fieldset className="beneficiary" data-testid="beneficiary">
      <legend>
        <Trans>Who receives this withdrawal?</Trans>
      </legend>
      <p className="muted small">
        <Trans>The law asks us to send this with every transfer.</Trans>
      </p>
      <div role="radiogroup" aria-label={t`Whose wallet is this?`} className="choices">
        <Choice name="owner" value="self" checked={b.owner === 'self'} onChange={() => b.setOwner('self')}>
          <Trans>My own wallet</Trans>
        </Choice>
        <Choice name="owner" value="other" checked={b.owner === 'other'} onChange={() => b.setOwner('other')}>
          <Trans>Someone else's wallet</Trans>
        </Choice>
      </div>
      <div role="radiogroup" aria-label={t`Where is this address?`} className="choices">
        <Choice
          name="wallet"
          value="provider"
          checked={b.wallet === 'provider'}
          onChange={() => b.setWallet('provider')}
        >
          <Trans>At an exchange or another provider</Trans>
        </Choice>
        <Choice
          name="wallet"
          value="self_hosted"
          checked={b.wallet === 'self_hosted'}
          onChange={() => b.setWallet('self_hosted')}
        >
          {b.owner === 'other' ? (
            <Trans>A wallet they control themselves (self-hosted)</Trans>
          ) : (
            <Trans>A wallet I control myself (self-hosted)</Trans>
          )}
        </Choice>
      </div>
      {missing ? (
        <p className="field-error" role="alert">
          <Trans>Tell us whose wallet this is and where it is.</Trans>
        </p>
      ) : null}
      {b.wallet === 'provider' ? (
        <ProviderPicker value={b.provider} onChange={b.setProvider} error={error('beneficiary.providerId')} />
      ) : null}
      {b.owner === 'other' ? (
        <>
          <div role="radiogroup" aria-label={t`Is it a person or a business?`} className="choices">
            <Choice name="kind" value="person" checked={b.kind === 'person'} onChange={() => b.setKind('person')}>
              <Trans>A person</Trans>
            </Choice>
            <Choice name="kind" value="business" checked={b.kind === 'business'} onChange={() => b.setKind('business')}>
              <Trans>A business</Trans>
            </Choice>
          </div>
          <Field
            label={b.kind === 'business' ? t`The business's legal name` : t`Their full name`}
            value={b.name}
            maxLength={100}
            autoComplete="off"
            onChange={(e) => b.setName(e.target.value)}
            error={error('beneficiary.name') ? t`Enter a name of 2 to 100 letters, without digits or symbols.` : null}
          />
        </>
      ) : null}
    </fieldset>
  );
}
