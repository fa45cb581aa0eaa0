import { useLingui } from '@lingui/react/macro';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { Field, type FieldProps } from '../../ui/Field.js';

/** A password input with a show/hide toggle. */
/** `confirm`: the field that repeats a password, whose toggle says so. */
export function PasswordField({ confirm, ...props }: Omit<FieldProps, 'type' | 'adornment'> & { confirm?: boolean }) {
  const [shown, setShown] = useState(false);
  const Icon = shown ? EyeOff : Eye;
  const { t } = useLingui();
  return (
    <Field
      {...props}
      type={shown ? 'text' : 'password'}
      adornment={
        <button
          type="button"
          className="auth-icon-button"
          aria-label={
            confirm
              ? shown
                ? t`Hide confirm password`
                : t`Show confirm password`
              : shown
                ? t`Hide password`
                : t`Show password`
          }
          aria-pressed={shown}
          onClick={() => setShown((s) => !s)}
        >
          <Icon aria-hidden="true" size={20} />
        </button>
      }
    />
  );
}
