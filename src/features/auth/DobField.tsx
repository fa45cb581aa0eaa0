import { useLingui } from '@lingui/react/macro';
import { CalendarDays } from 'lucide-react';
import { useRef } from 'react';
import { DOB_MAX_LENGTH, DOB_MIN_YEAR, isoDate } from '../../../contract/validation/accounts.js';
import { Field } from '../../ui/Field.js';
import { formatDobInput } from './dob.js';

interface DobFieldProps {
  value: string;
  error?: string;
  onChange(value: string): void;
  onBlur(): void;
}

/** Date of birth typed as YYYY-MM-DD (hyphens put in), or picked from the browser's calendar. */
export function DobField({ value, error, onChange, onBlur }: DobFieldProps) {
  const picker = useRef<HTMLInputElement>(null);
  const { t } = useLingui();
  const openPicker = () => {
    const el = picker.current;
    if (!el) return;
    if (value && /^\d{4}-\d{2}-\d{2}$/.test(value)) el.value = value;
    try {
      el.showPicker();
    } catch {
      el.focus();
    }
  };
  return (
    <Field
      label={t`Date of Birth`}
      name="dob"
      inputMode="numeric"
      autoComplete="bday"
      placeholder={t`YYYY-MM-DD`}
      maxLength={DOB_MAX_LENGTH}
      value={value}
      required
      error={error}
      onChange={(e) => onChange(formatDobInput(e.target.value, value))}
      onBlur={onBlur}
      adornment={
        <>
          <button
            type="button"
            className="auth-icon-button"
            aria-label={t`Choose date of birth from a calendar`}
            onClick={openPicker}
          >
            <CalendarDays aria-hidden="true" size={20} />
          </button>
          <input
            ref={picker}
            type="date"
            className="auth-date-picker"
            tabIndex={-1}
            aria-hidden="true"
            min={`${DOB_MIN_YEAR}-01-01`}
            max={isoDate(new Date())}
            onChange={(e) => {
              if (e.target.value) {
                onChange(e.target.value);
                onBlur();
              }
            }}
          />
        </>
      }
    />
  );
}
