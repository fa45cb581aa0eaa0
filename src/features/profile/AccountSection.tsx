/** Account: what the customer registered with (read only), and the address fields they may edit. */
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import type * as calls from '../../../contract/calls/profile.js';
import {
  PROFILE_FIELD_MAX,
  type ProfileField,
  profileChanged,
  type UpdateProfilePayload,
  validateProfile,
} from '../../../contract/profile.js';
import { ApiCallError } from '../../api/errors.js';
import { calendarDateText } from '../../lib/calendar-date.js';
import { useOnline } from '../../offline/hooks.js';
import { isUnreachableError } from '../../offline/network.js';
import { OfflineNotice } from '../../offline/OfflineNotice.js';
import { auth, updateUser } from '../../state/auth.js';
import { locale } from '../../state/locale.js';
import { type FormFields, useForm } from '../../state/use-form.js';
import { Field } from '../../ui/Field.js';
import { OnlineButton } from '../../ui/OnlineButton.js';
import { toast } from '../../ui/toast.js';
import { AccountLanguageField } from './AccountLanguageField.js';
import { updateProfile } from './api/profile.js';
import { DisplayCurrencyField } from './DisplayCurrencyField.js';

type Fields = FormFields<typeof calls.updateProfile, ProfileField>;
const FIELDS: ProfileField[] = ['city', 'address', 'state', 'postal'];
const AUTOCOMPLETE: Record<ProfileField, string> = {
  city: 'address-level2',
  address: 'street-address',
  state: 'address-level1',
  postal: 'postal-code',
};

function ReadOnly({ label, value }: { label: string; value: string }) {
  return (
    <div className="profile-readonly">
      <dt>{label}</dt>
      <dd>{value || '-'}</dd>
    </div>
  );
}

export function AccountSection() {
  const { t } = useLingui();
  const { user } = useSnapshot(auth);
  const { timeZone, currency } = useSnapshot(locale);
  const online = useOnline();
  const saved: UpdateProfilePayload = {
    address: user?.address ?? '',
    city: user?.city ?? '',
    state: user?.state ?? '',
    postal: user?.postal ?? '',
  };
  // The rules' messages show when the form is sent, each hidden again while its field is edited.
  const form = useForm<Fields>(saved, validateProfile, 'submit');
  const values: UpdateProfilePayload = form.values;
  const saving = form.submitting;
  const changed = profileChanged(saved, values);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!changed || saving || !online) return;
    form.touchOnly(...FIELDS);
    if (!form.valid) return;
    await form.submit(async () => {
      try {
        const next = await updateProfile(values);
        const patch = next
          ? { address: next.address, city: next.city, state: next.state, postal: next.postal }
          : { ...values };
        updateUser(patch);
        form.reset(patch);
        toast.success(t`Profile updated successfully!`);
      } catch (err) {
        if (err instanceof ApiCallError && err.code === 'VALIDATION') form.setServerErrors(err.errors);
        // No server: the notice and the disabled button now say why; nothing was saved. A refusal for
        // size says so; anything else keeps the specification's words.
        toast.error(
          isUnreachableError(err)
            ? t`A connection is needed to save your profile.`
            : err instanceof ApiCallError && err.code === 'PAYLOAD_TOO_LARGE'
              ? err.message
              : t`Failed to update profile`,
        );
      }
    });
  };

  const labels: Record<ProfileField, string> = {
    address: t`Address`,
    city: t`City`,
    state: t`State/Province`,
    postal: t`Postcode`,
  };
  return (
    <div className="profile-card">
      <dl className="profile-readonly-grid">
        <ReadOnly label={t`First name`} value={user?.first_name ?? ''} />
        <ReadOnly label={t`Last name`} value={user?.last_name ?? ''} />
        <ReadOnly label={t`Date of birth`} value={calendarDateText(user?.dob)} />
        <ReadOnly label={t`Email`} value={user?.email ?? ''} />
        <ReadOnly label={t`Time Zone`} value={user?.time_zone || timeZone} />
        <ReadOnly label={t`Primary Market Currency`} value={user?.currency_code ?? currency} />
      </dl>
      <DisplayCurrencyField />
      <AccountLanguageField />
      <form className="profile-form" onSubmit={submit} noValidate>
        <div className="profile-form-grid">
          {FIELDS.map((f) => (
            <Field
              key={f}
              label={labels[f]}
              name={f}
              value={values[f]}
              maxLength={PROFILE_FIELD_MAX[f]}
              autoComplete={AUTOCOMPLETE[f]}
              error={form.error(f)}
              onChange={(e) => form.set(f, e.target.value)}
            />
          ))}
        </div>
        <OfflineNotice message={t`A connection is needed to save your profile.`} />
        <OnlineButton type="submit" disabled={!changed} busy={saving}>
          {saving ? <Trans>Saving...</Trans> : <Trans>Save Changes</Trans>}
        </OnlineButton>
      </form>
    </div>
  );
}
