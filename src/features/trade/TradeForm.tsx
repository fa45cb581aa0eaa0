/**
 * The form of a trade tab (buy, sell): Enter or its button sends it through `onSubmit`, never a
 * page load; the browser's own checks are off, the tab says what is missing.
 */
import type { ReactNode } from 'react';

export function TradeForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      className="trade-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
