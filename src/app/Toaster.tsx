import { useLingui } from '@lingui/react/macro';
import { CheckCircle2, Info, Loader2, XCircle } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { dismiss, toasts } from '../ui/toast.js';
import './toaster.css';

const ICONS = { success: CheckCircle2, error: XCircle, blank: Info, loading: Loader2 };

/** Top-centre toasts; errors are announced assertively, the rest politely. */
export function Toaster() {
  const snap = useSnapshot(toasts);
  const { t: tr } = useLingui();
  const polite = snap.list.filter((t) => t.type !== 'error');
  const errors = snap.list.filter((t) => t.type === 'error');
  const render = (list: typeof snap.list) =>
    list.map((t) => {
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
  return (
    <div className="toaster">
      <div role="status" aria-live="polite" className="toaster-stack">
        {render(polite)}
      </div>
      <div role="alert" aria-live="assertive" className="toaster-stack">
        {render(errors)}
      </div>
    </div>
  );
}
