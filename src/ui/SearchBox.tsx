/** A labelled search field with its icon, as the asset lists and pickers use it. */
import { Search } from 'lucide-react';

interface SearchBoxProps {
  id: string;
  /** Read by screen readers; also the placeholder unless one is given. */
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  /** Takes the focus when its modal opens. */
  autoFocus?: boolean;
}

export function SearchBox({ id, label, placeholder, value, onChange, autoFocus }: SearchBoxProps) {
  return (
    <div className="search-box">
      <Search size={18} aria-hidden="true" />
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        placeholder={placeholder ?? label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete="off"
        data-autofocus={autoFocus || undefined}
      />
    </div>
  );
}
