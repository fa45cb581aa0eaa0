import { useLingui } from '@lingui/react/macro';
import { CalendarDays } from 'lucide-react';
import { useRef } from 'react';
import { useSnapshot } from 'valtio';
import { DOB_MAX_LENGTH, DOB_MIN_YEAR, isoDate } from '../../../contract/validation/accounts.js';
import { calendarDateText, readTypedDate, typedDateHint } from '../../lib/calendar-date.js';
import { locale } from '../../state/locale.js';
import { Field } from '../../ui/Field.js';

interface DobFieldProps {
  value: string;
  error?: string;
  onChange(value: string): void;
  onBlur(): void;
}

/**
 * Date of birth typed the language's way ('17.05.1990', decision 401), kept as typed so a refusal
 * loses nothing, or picked from the browser's calendar.
 */
export function DobField({ value, error, onChange, onBlur }: DobFieldProps) {
  const picker = useRef<HTMLInputElement>(null);
  const { t } = useLingui();
  const { currency } = useSnapshot(locale);
  const openPicker = () => {
    const el = picker.current;
    if (!el) return;
    const typed = value ? readTypedDate(value, currency) : null;
    if (typed && 'iso' in typed) el.value = typed.iso;
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
      placeholder={typedDateHint(currency)}
      maxLength={DOB_MAX_LENGTH}
      value={value}
      required
      error={error}
      onChange={(e) => onChange(e.target.value)}
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
                onChange(calendarDateText(e.target.value));
                onBlur();
              }
            }}
          />
        </>
      }
    />
  );
}
