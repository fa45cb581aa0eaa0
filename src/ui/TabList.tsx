/**
 * The app's one row of tabs (WAI-ARIA tabs): the selected tab alone is in the Tab order; the
 * arrows select the next or previous tab, wrapping round, Home and End the first and last
 * (`tabIndexForKey`), and focus follows. Tab `id` is `${base}-${id}`; the panel is the caller's,
 * with the id `panelOf` gives (`${base}-panel` by default) and `aria-labelledby` the tab's id.
 */
import type { KeyboardEvent, ReactNode } from 'react';
import { tabIndexForKey } from '../lib/tab-keys.js';

interface Props<T extends string> {
  ids: readonly T[];
  labels: Record<T, ReactNode> | ((id: T) => ReactNode);
  current: T;
  onSelect: (id: T) => void;
  /** What the tabs' ids start with: a useId() or a stable name the screen's panel refers to. */
  base: string;
  /** The list's accessible name. */
  label: string;
  className: string;
  tabClassName: string;
  /** The id of the panel a tab controls, when the caller's panel is not `${base}-panel`. */
  panelOf?: (id: T) => string;
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
  panelOf = () => `${base}-panel`,
}: Props<T>) {
  const onKeyDown = (e: KeyboardEvent) => {
    const i = tabIndexForKey(e.key, ids.indexOf(current), ids.length);
    const next = i === null ? undefined : ids[i];
    if (next === undefined) return;
    e.preventDefault();
    onSelect(next);
    document.getElementById(`${base}-${next}`)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={className} onKeyDown={onKeyDown}>
      {ids.map((id) => (
        <button
          key={id}
          type="button"
          role="tab"
          id={`${base}-${id}`}
          aria-selected={id === current}
          aria-controls={panelOf(id)}
          tabIndex={id === current ? 0 : -1}
          className={tabClassName}
          onClick={() => onSelect(id)}
        >
          {typeof labels === 'function' ? labels(id) : labels[id]}
        </button>
      ))}
    </div>
  );
}
