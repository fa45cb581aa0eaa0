import { useLingui } from '@lingui/react/macro';
import { CheckCircle2, Info, Loader2, XCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { dismiss, drawn, toasts } from '../ui/toast.js';

const ICONS = { success: CheckCircle2, error: XCircle, blank: Info, loading: Loader2 };

/** The toasts of one of the Toaster's two live regions: the errors, or the rest. */
export default function ToastList({ errors }: { errors: boolean }) {
  const snap = useSnapshot(toasts);
  const { t: tr } = useLingui();
  const mine = snap.list.filter((t) => (t.type === 'error') === errors);
  // After the commit that put them on screen: each toast's time starts when it can be read.
  useEffect(() => {
    for (const t of mine) drawn(t.id);
  });
  return mine.map((t) => {
    const Icon = ICONS[t.type];
    return (
      <div key={t.id} className={`toast toast-${t.type}${t.visible ? '' : ' toast-leaving'}`}>
        <Icon aria-hidden="true" size={18} className="toast-icon" />
        <div className="toast-text">
          {t.title ? <strong className="toast-title">{t.title}</strong> : null}
          <span>{t.message}</span>
        </div>
        <button
          type="button"
          className="toast-close"
          onClick={() => dismiss(t.id)}
          aria-label={tr`Dismiss notification`}
        >
          ×
        </button>
      </div>
    );
  });
}
