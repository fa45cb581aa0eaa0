/**
 * Adding a withdrawal address (decision 134): network, address, label, the current password and,
 * with 2FA on, a code. The address is checked here with the contract's validators as the server
 * checks it; saving emails a confirmation link.
 */
import { type FormEvent, useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { ADDRESS_LABEL_MAX, isValidAddressLabel, ADDRESS_BOOK_MESSAGES as M } from '../../../contract/address-book.js';
import { isValidAddressForRoute } from '../../../contract/addresses/index.js';
import { WITHDRAW_MESSAGES } from '../../../contract/exchange.js';
import { PAYMENT_ROUTES, routeById } from '../../../contract/routes.js';
import { addAddress } from '../../api/addressbook.js';
import { useOnline } from '../../offline/hooks.js';
import { auth } from '../../state/auth.js';
import { Field } from '../../ui/Field.js';
import { Modal } from '../../ui/Modal.js';
import { type FormErrors, formErrorsOf } from './address-book-form.js';
import { missingPasswordCode, PasswordCodeFields } from './PasswordCodeFields.js';

const FAILED = 'The address could not be saved. Please try again.';

export function AddAddressModal({ onSaved, onClose }: { onSaved: (message: string) => void; onClose: () => void }) {
  const online = useOnline();
  const { user } = useSnapshot(auth);
  const networkId = useId();
  const [routeId, setRouteId] = useState(PAYMENT_ROUTES[0]?.id ?? 1);
  const [address, setAddress] = useState('');
  const [label, setLabel] = useState('');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const [busy, setBusy] = useState(false);
  const route = routeById(routeId);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found: FormErrors = {
      address:
        route && isValidAddressForRoute(route, address.trim())
          ? undefined
          : WITHDRAW_MESSAGES.invalidAddress(route?.currency ?? ''),
      label: isValidAddressLabel(label) ? undefined : M.labelInvalid,
      ...missingPasswordCode(password, otp, Boolean(user?.is2FA)),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    try {
      const r = await addAddress({ paymentRouteId: routeId, address: address.trim(), label, password, otp });
      onSaved(r.message ?? M.added);
    } catch (err) {
      setErrors(formErrorsOf(err, FAILED));
      setBusy(false);
    }
  };

  const edit = (field: string, set: (v: string) => void) => (v: string) => {
    set(v);
    setErrors((old) => ({ ...old, [field]: undefined, form: undefined }));
  };

  return (
    <Modal title="Add a withdrawal address" onClose={onClose}>
      <form onSubmit={submit} noValidate className="password-code-form" aria-label="Add a withdrawal address">
        <div className="field">
          <label htmlFor={networkId} className="field-label">
            Coin and network
          </label>
          <div className="field-control">
            <select
              id={networkId}
              className="network-select"
              value={routeId}
              onChange={(e) => setRouteId(Number(e.target.value))}
            >
              {PAYMENT_ROUTES.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.currency} · {r.networkName}
                </option>
              ))}
            </select>
          </div>
        </div>
        <Field
          label="Address"
          value={address}
          autoComplete="off"
          spellCheck={false}
          error={errors.address}
          data-autofocus
          onChange={(e) => edit('address', setAddress)(e.target.value)}
        />
        <Field
          label="Label"
          value={label}
          maxLength={ADDRESS_LABEL_MAX}
          hint={`Up to ${ADDRESS_LABEL_MAX} characters, say "My hardware wallet".`}
          error={errors.label}
          onChange={(e) => edit('label', setLabel)(e.target.value)}
        />
        <PasswordCodeFields
          password={password}
          otp={otp}
          is2FA={Boolean(user?.is2FA)}
          errors={errors}
          onPassword={edit('password', setPassword)}
          onOtp={edit('otp', setOtp)}
          submit="Save address"
          busy={busy}
          online={online}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
