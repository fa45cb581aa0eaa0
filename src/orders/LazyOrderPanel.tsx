/**
 * "When the price reaches…" on Swap, Sell and Buy: the order form, loaded only when the customer
 * picks it, with one loading line while it comes (decision 445).
 */
import { Trans } from '@lingui/react/macro';
import { type ComponentProps, lazy, Suspense } from 'react';

const OrderPanel = lazy(() => import('./OrderPanel.js'));

export function LazyOrderPanel(props: ComponentProps<typeof OrderPanel>) {
  return (
    <Suspense
      fallback={
        <p className="muted" role="status">
          <Trans>Loading...</Trans>
        </p>
      }
    >
      <OrderPanel {...props} />
    </Suspense>
  );
}
