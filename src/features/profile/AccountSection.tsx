/** Account: what the customer registered with (read only), and the address fields they may edit. */
import { type FormEvent, useState } from 'react';
import { useSnapshot } from 'valtio';
import {
  PROFILE_FIELD_LABELS,
  PROFILE_FIELD_MAX,
  PROFILE_MESSAGES,
  type ProfileField,
  profileChanged,
  type UpdateProfilePayload,
  validateProfile,
} from '../../../contract/profile.js';
import { ApiCallError } from '../../api/errors.js';
import { useOnline } from '../../offline/hooks.js';
import { isUnreachableError } from '../../offline/network.js';
import { connectionNeededText, OFFLINE_NOTICE_ID, OfflineNotice } from '../../offline/OfflineNotice.js';
import { auth, updateUser } from '../../state/auth.js';
import { locale } from '../../state/locale.js';
import { Button } from '../../ui/Button.js';
import { Field } from '../../ui/Field.js';
import { toast } from '../../ui/toast.js';
import { updateProfile } from './api/profile.js';
import { DisplayCurrencyField } from './DisplayCurrencyField.js';
import { formatDob } from './sections.js';

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

const SAVE_ACTION = 'save your profile';

export function AccountSection() {
  const { user } = useSnapshot(auth);
  const { timeZone, currency } = useSnapshot(locale);
  const online = useOnline();
  const saved: UpdateProfilePayload = {
    address: user?.address ?? '',
    city: user?.city ?? '',
    state: user?.state ?? '',
    postal: user?.postal ?? '',
  };
  const [values, setValues] = useState<UpdateProfilePayload>(saved);
  const [errors, setErrors] = useState<Partial<Record<ProfileField, string>>>({});
  const [saving, setSaving] = useState(false);
  const changed = profileChanged(saved, values);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!changed || saving || !online) return;
    const found = validateProfile(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const next = await updateProfile(values);
      const patch = next
        ? { address: next.address, city: next.city, state: next.state, postal: next.postal }
        : { ...values };
      updateUser(patch);
      setValues(patch);
      toast.success(PROFILE_MESSAGES.profileUpdated);
    } catch (err) {
      if (err instanceof ApiCallError && err.code === 'VALIDATION') setErrors(err.errors);
      // No server: the notice and the disabled button now say why; nothing was saved. A refusal for
      // size says so; anything else keeps the specification's words.
      toast.error(
        isUnreachableError(err)
          ? connectionNeededText(SAVE_ACTION)
          : err instanceof ApiCallError && err.code === 'PAYLOAD_TOO_LARGE'
            ? err.message
            : PROFILE_MESSAGES.profileUpdateFailed,
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="profile-card">
      <dl className="profile-readonly-grid">
        <ReadOnly label="First name" value={user?.first_name ?? ''} />
        <ReadOnly label="Last name" value={user?.last_name ?? ''} />
        <ReadOnly label="Date of birth" value={formatDob(user?.dob)} />
        <ReadOnly label="Email" value={user?.email ?? ''} />
        <ReadOnly label="Time Zone" value={user?.time_zone || timeZone} />
        <ReadOnly label="Primary Market Currency" value={user?.currency_code ?? currency} />
      </dl>
      <DisplayCurrencyField />
      <form className="profile-form" onSubmit={submit} noValidate>
        <div className="profile-form-grid">
          {FIELDS.map((f) => (
            <Field
              key={f}
              label={PROFILE_FIELD_LABELS[f]}
              name={f}
              value={values[f]}
              maxLength={PROFILE_FIELD_MAX[f]}
              autoComplete={AUTOCOMPLETE[f]}
              error={errors[f]}
              onChange={(e) => {
                const v = e.target.value;
                setValues((old) => ({ ...old, [f]: v }));
                if (errors[f]) setErrors((old) => ({ ...old, [f]: undefined }));
              }}
            />
          ))}
        </div>
        <OfflineNotice action={SAVE_ACTION} />
        <Button
          type="submit"
          disabled={!changed || !online}
          busy={saving}
          aria-describedby={online ? undefined : OFFLINE_NOTICE_ID}
        >
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </form>
    </div>
  );
}
