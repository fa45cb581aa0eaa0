/**
 * A row of tabs that switch one panel (WAI-ARIA tabs): the selected tab alone is in the Tab
 * order, the arrow keys move to the next or previous tab and select it. The panel is the
 * caller's, with `id={`${base}-panel`}` and `aria-labelledby={`${base}-${tab}`}`.
 */
import type { KeyboardEvent } from 'react';

interface Props<T extends string> {
  ids: readonly T[];
  labels: Record<T, string>;
  current: T;
  onSelect: (id: T) => void;
  /** The useId() the tabs' and panel's ids start with. */
  base: string;
  label: string;
  className: string;
  tabClassName: string;
}

export function TabList<T extends string>({
  ids,
  labels,
  current,
  onSelect,
  base,
  label,
  className,
  tabClassName,
}: Props<T>) {
  const move = (e: KeyboardEvent, from: T) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const step = e.key === 'ArrowRight' ? 1 : ids.length - 1;
    const next = ids[(ids.indexOf(from) + step) % ids.length] ?? from;
    onSelect(next);
    document.getElementById(`${base}-${next}`)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={className}>
      {ids.map((id) => (
        <button
          key={id}
          type="button"
          role="tab"
          id={`${base}-${id}`}
          aria-selected={id === current}
          aria-controls={`${base}-panel`}
          tabIndex={id === current ? 0 : -1}
          className={tabClassName}
          onClick={() => onSelect(id)}
          onKeyDown={(e) => move(e, id)}
        >
          {labels[id]}
        </button>
      ))}
    </div>
  );
}
