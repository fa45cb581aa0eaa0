/**
 * Adding a withdrawal address (decision 134): network, address, label, the current password and,
 * with 2FA on, a code. The address is checked here with the contract's validators as the server
 * checks it; saving emails a confirmation link.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { ADDRESS_LABEL_MAX, isValidAddressLabel } from '../../../contract/address-book.js';
import { isValidAddressForRoute } from '../../../contract/addresses/index.js';
import type * as calls from '../../../contract/calls/addressbook.js';
import { PAYMENT_ROUTES, routeById } from '../../../contract/routes.js';
import { addAddress } from '../../api/addressbook.js';
import { auth } from '../../state/auth.js';
import { type FormFields, useForm } from '../../state/use-form.js';
import { Field } from '../../ui/Field.js';
import { AddDestinationModal } from './AddDestinationModal.js';
import { formErrorsOf } from './address-book-form.js';
import { missingPasswordCode } from './PasswordCodeFields.js';

type Fields = FormFields<typeof calls.addAddress, 'paymentRouteId' | 'address' | 'label' | 'password' | 'otp'>;

export function AddAddressModal({ onSaved, onClose }: { onSaved: (message: string) => void; onClose: () => void }) {
  const { t } = useLingui();
  const { user } = useSnapshot(auth);
  const is2FA = Boolean(user?.is2FA);
  const networkId = useId();
  // The rules' messages show when the form is sent, each hidden again while its field is edited.
  const form = useForm<Fields>(
    { paymentRouteId: String(PAYMENT_ROUTES[0]?.id ?? 1), address: '', label: '', password: '', otp: '' },
    (v) => {
      const route = routeById(Number(v.paymentRouteId));
      const symbol = route?.currency ?? '';
      return {
        address:
          route && isValidAddressForRoute(route, v.address.trim()) ? undefined : t`Invalid ${symbol} address format`,
        label: isValidAddressLabel(v.label)
          ? undefined
          : t`Give the address a label of 1 to ${ADDRESS_LABEL_MAX} characters, without control characters.`,
        ...missingPasswordCode(v.password, v.otp, is2FA),
      };
    },
    'submit',
  );
  const { paymentRouteId, address, label, password, otp } = form.values;
  return (
    <AddDestinationModal
      title={t`Add a withdrawal address`}
      form={form}
      fields={['address', 'label'] as const}
      is2FA={is2FA}
      submitLabel={t`Save address`}
      save={async () => {
        await addAddress({
          paymentRouteId: Number(paymentRouteId),
          address: address.trim(),
          label,
          password,
          otp,
        });
        onSaved(t`Address saved. Open the link we emailed you to confirm it.`);
      }}
      refusal={(err) => formErrorsOf(err, t`The address could not be saved. Please try again.`)}
      onClose={onClose}
    >
      {(edit) => (
        <>
          <div className="field">
            <label htmlFor={networkId} className="field-label">
              <Trans>Coin and network</Trans>
            </label>
            <div className="field-control">
              <select
                id={networkId}
                className="network-select"
                value={paymentRouteId}
                onChange={(e) => form.set('paymentRouteId', e.target.value)}
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
            label={t`Address`}
            value={address}
            autoComplete="off"
            spellCheck={false}
            error={form.error('address')}
            data-autofocus
            onChange={(e) => edit('address')(e.target.value)}
          />
          <Field
            label={t`Label`}
            value={label}
            maxLength={ADDRESS_LABEL_MAX}
            hint={t`Up to ${ADDRESS_LABEL_MAX} characters, say "My hardware wallet".`}
            error={form.error('label')}
            onChange={(e) => edit('label')(e.target.value)}
          />
        </>
      )}
    </AddDestinationModal>
  );
}
