/** The Export dropdown: a menu button with CSV and PDF, keyboard operable (arrows, Escape). */
import { useLingui } from '@lingui/react/macro';
import { ChevronDown, Download } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import './export-menu.css';

interface ExportMenuProps {
  busy: boolean;
  /** Not offered (offline, or nothing yet to export from): the button is disabled. */
  disabled?: boolean;
  /** The id of the text saying why it is disabled. */
  describedBy?: string;
  onExport(kind: 'csv' | 'pdf'): void;
}

const ITEMS = [
  { kind: 'csv', label: 'CSV' },
  { kind: 'pdf', label: 'PDF' },
] as const;

export function ExportMenu({ busy, disabled = false, describedBy, onExport }: ExportMenuProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  // Going offline with the menu open closes it: its items would only fail.
  if (open && disabled) setOpen(false);
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    itemRefs.current[0]?.focus();
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onMenuKey = (e: React.KeyboardEvent) => {
    const items = itemRefs.current.filter(Boolean) as HTMLButtonElement[];
    const i = items.indexOf(document.activeElement as HTMLButtonElement);
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const next = (i + (e.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length;
      items[next]?.focus();
    } else if (e.key === 'Home' || e.key === 'End') {
      e.preventDefault();
      items[e.key === 'Home' ? 0 : items.length - 1]?.focus();
    } else if (e.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className="export-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="btn btn-secondary export-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-busy={busy || undefined}
        aria-describedby={describedBy}
        disabled={busy || disabled}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !open) {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        <Download aria-hidden="true" size={18} />
        <span>{busy ? t`Exporting...` : t`Export`}</span>
        <ChevronDown aria-hidden="true" size={16} />
      </button>
      {open ? (
        <div id={id} role="menu" aria-label={t`Export`} className="export-list" onKeyDown={onMenuKey}>
          {ITEMS.map((item, i) => (
            <button
              key={item.kind}
              ref={(el) => {
                itemRefs.current[i] = el;
              }}
              type="button"
              role="menuitem"
              className="export-item"
              tabIndex={-1}
              onClick={() => {
                close();
                onExport(item.kind);
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
