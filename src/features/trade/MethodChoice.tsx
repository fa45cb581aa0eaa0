/**
 * A choice of how a trade pays or is paid (the purchase's payment method, where a sale's money
 * goes): a group of radio options under its legend. `className` adds to the group's look.
 */
import type { ReactNode } from 'react';

export function MethodChoice({
  legend,
  className,
  children,
}: {
  legend: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={className ? `trade-method ${className}` : 'trade-method'}>
      <legend className="field-label">{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * One option of a MethodChoice; `children` is its icon and name. `disabled`: shown in its place
 * but not yet choosable (what it needs is still loading).
 */
export function MethodOption({
  name,
  value,
  checked,
  onChoose,
  disabled = false,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChoose: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <label className="trade-method-option">
      <input type="radio" name={name} value={value} checked={checked} onChange={onChoose} disabled={disabled} />
      {children}
    </label>
  );
}
