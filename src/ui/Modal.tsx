/**
 * An accessible modal dialog: labelled, traps focus, closes on Escape and (unless told not to) on
 * a backdrop click, and returns focus to the element that opened it.
 */
import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import './modal.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

interface ModalProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Full-screen on every width (the identity-verification widget). */
  fullScreen?: boolean;
  closeOnBackdrop?: boolean;
  hideTitle?: boolean;
  className?: string;
}

export function Modal({
  title,
  onClose,
  children,
  fullScreen,
  closeOnBackdrop = true,
  hideTitle,
  className,
}: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  // Before the first paint, not after it: a dialog on screen takes Escape, Tab and the focus from
  // its first frame, so a key pressed at once (a slow phone runs passive effects late) is not lost.
  useLayoutEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const el = panel.current;
    const first = el?.querySelector<HTMLElement>('[data-autofocus]') ?? el?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? el)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        closeRef.current();
        return;
      }
      if (e.key !== 'Tab' || !el) return;
      const items = Array.from(el.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((n) => n.offsetParent !== null);
      if (items.length === 0) {
        e.preventDefault();
        return;
      }
      const firstItem = items[0];
      const lastItem = items.at(-1);
      if (!firstItem || !lastItem) return;
      if (e.shiftKey && document.activeElement === firstItem) {
        e.preventDefault();
        lastItem.focus();
      } else if (!e.shiftKey && document.activeElement === lastItem) {
        e.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      opener?.focus?.();
    };
  }, []);

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop click is a pointer convenience; Escape does the same
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled on the document
    <div
      className="modal-backdrop"
      onClick={(e) => {
        if (closeOnBackdrop && e.target === e.currentTarget) onClose();
      }}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`modal-panel${fullScreen ? ' modal-full' : ''}${className ? ` ${className}` : ''}`}
      >
        <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'modal-title'}>
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
