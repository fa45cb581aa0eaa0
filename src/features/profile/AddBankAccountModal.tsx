/**
 * Adding one of the customer's own bank accounts (decision 243): Australia a BSB and account
 * number, the EU an IBAN, with the holder's name, a label, the current password and, with 2FA
 * on, a code. The BSB and account number formats are checked here as the server checks them; the
 * server's refusals (a BSB that does not exist, an IBAN's checksum, another person's name) show
 * under their field.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import type { CashCurrency } from '../../../contract/bank.js';
import {
  accountNumberDigits,
  BANK_ACCOUNT_LABEL_MAX,
  bsbDigits,
  HOLDER_NAME_MAX,
} from '../../../contract/bank-accounts.js';
import type * as calls from '../../../contract/calls/bank.js';
import { addBankAccount } from '../../api/bank.js';
import { auth } from '../../state/auth.js';
import { type FormFields, useForm } from '../../state/use-form.js';
import { Field } from '../../ui/Field.js';
import { AddDestinationModal } from './AddDestinationModal.js';
import { formErrorsOf } from './address-book-form.js';
import { bankFormErrors } from './bank-account-texts.js';
import { missingPasswordCode } from './PasswordCodeFields.js';
import { plainTextError } from './plain-text-error.js';

type Fields = FormFields<
  typeof calls.addBankAccount,
  'label' | 'holder_name' | 'bsb' | 'account_number' | 'iban' | 'password' | 'otp'
>;

export function AddBankAccountModal({
  currency,
  onSaved,
  onClose,
}: {
  currency: CashCurrency;
  onSaved: (message: string) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const { user } = useSnapshot(auth);
  const is2FA = Boolean(user?.is2FA);
  const au = currency === 'AUD';
  const form = useForm<Fields>(
    { label: '', holder_name: '', bsb: '', account_number: '', iban: '', password: '', otp: '' },
    (v) => ({
      label:
        v.label.trim() && v.label.trim().length <= BANK_ACCOUNT_LABEL_MAX
          ? plainTextError(v.label)
          : t`Enter a name for this account (up to ${BANK_ACCOUNT_LABEL_MAX} characters).`,
      holder_name:
        v.holder_name.trim() && v.holder_name.trim().length <= HOLDER_NAME_MAX
          ? plainTextError(v.holder_name)
          : t`Enter the account holder's name.`,
      bsb: !au || bsbDigits(v.bsb) ? undefined : t`Enter the 6-digit BSB, e.g. 062-000.`,
      account_number:
        !au || accountNumberDigits(v.account_number) ? undefined : t`Enter the account number: 5 to 9 digits.`,
      // The checksum is the server's to check: the IBAN library stays off the app's download.
      iban: au || v.iban.trim() ? undefined : t`This IBAN is not valid. Check it for a typing error.`,
      ...missingPasswordCode(v.password, v.otp, is2FA),
    }),
    'submit',
  );
  const { label, holder_name, bsb, account_number, iban, password, otp } = form.values;
  return (
    <AddDestinationModal
      title={t`Add a bank account`}
      form={form}
      fields={['label', 'holder_name', ...(au ? (['bsb', 'account_number'] as const) : (['iban'] as const))]}
      is2FA={is2FA}
      submitLabel={t`Save bank account`}
      save={async () => {
        await addBankAccount({
          label: label.trim(),
          holder_name: holder_name.trim(),
          bsb: au ? bsb : '',
          account_number: au ? account_number : '',
          iban: au ? '' : iban,
          password,
          otp,
        });
        onSaved(t`Bank account saved. Open the link we emailed you to confirm it.`);
      }}
      refusal={(err) =>
        bankFormErrors(formErrorsOf(err, t`The bank account could not be saved. Please try again.`), err)
      }
      onClose={onClose}
    >
      {(edit) => (
        <>
          <p className="muted small">
            <Trans>Only an account in your own verified name can be saved: no joint or business accounts.</Trans>
          </p>
          {au ? (
            <>
              <Field
                label={t`BSB`}
                value={bsb}
                inputMode="numeric"
                autoComplete="off"
                maxLength={7}
                hint={t`6 digits, e.g. 062-000`}
                error={form.error('bsb')}
                data-autofocus
                onChange={(e) => edit('bsb')(e.target.value)}
              />
              <Field
                label={t`Account number`}
                value={account_number}
                inputMode="numeric"
                autoComplete="off"
                maxLength={11}
                error={form.error('account_number')}
                onChange={(e) => edit('account_number')(e.target.value)}
              />
            </>
          ) : (
            <Field
              label={t`IBAN`}
              value={iban}
              autoComplete="off"
              spellCheck={false}
              maxLength={42}
              error={form.error('iban')}
              data-autofocus
              onChange={(e) => edit('iban')(e.target.value)}
            />
          )}
          <Field
            label={t`Account holder's name`}
            value={holder_name}
            autoComplete="name"
            maxLength={HOLDER_NAME_MAX}
            hint={t`As your bank shows it: your own name.`}
            error={form.error('holder_name')}
            onChange={(e) => edit('holder_name')(e.target.value)}
          />
          <Field
            label={t`Label`}
            value={label}
            maxLength={BANK_ACCOUNT_LABEL_MAX}
            hint={t`Up to ${BANK_ACCOUNT_LABEL_MAX} characters, say "Everyday account".`}
            error={form.error('label')}
            onChange={(e) => edit('label')(e.target.value)}
          />
        </>
      )}
    </AddDestinationModal>
  );
}
