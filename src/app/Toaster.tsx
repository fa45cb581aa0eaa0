import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { toasts } from '../ui/toast.js';
import './toaster.css';

// The toasts themselves (their icons and close button) are a chunk of their own, loaded with the
// first toast: no first screen shows one (decision 467). The two live regions are there from the
// start, so that a screen reader announces what comes into them.
const ToastList = lazy(() => import('./ToastList.js'));

/** Top-centre toasts; errors are announced assertively, the rest politely. */
export function Toaster() {
  const shown = useSnapshot(toasts).list.length > 0;
  return (
    <div className="toaster">
      <div role="status" aria-live="polite" className="toaster-stack">
        {shown ? (
          <Suspense fallback={null}>
            <ToastList errors={false} />
          </Suspense>
        ) : null}
      </div>
      <div role="alert" aria-live="assertive" className="toaster-stack">
        {shown ? (
          <Suspense fallback={null}>
            <ToastList errors />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
