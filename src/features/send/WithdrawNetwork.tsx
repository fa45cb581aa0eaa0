/** The withdraw form's network: a choice when the coin has several, its name when one, or loading. */
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import type { PaymentRouteDto } from '../../../contract/exchange.js';
import type { RoutesState } from './use-withdraw-routes.js';

export function WithdrawNetwork({
  routesState,
  routes,
  routeId,
  invalid,
  onChoose,
}: {
  routesState: RoutesState;
  routes: readonly PaymentRouteDto[];
  routeId: number | null;
  invalid: boolean;
  onChoose: (routeId: number) => void;
}) {
  const networkId = useId();
  if (routesState === 'ready' && routes.length > 1)
    return (
      <div className="field">
        <label htmlFor={networkId} className="field-label">
          <Trans>Network</Trans>
        </label>
        <div className={`field-control${invalid ? ' field-invalid' : ''}`}>
          <select
            id={networkId}
            className="network-select"
            value={routeId ?? ''}
            onChange={(e) => onChoose(Number(e.target.value))}
          >
            {routes.map((x) => (
              <option key={x.payment_route_id} value={x.payment_route_id}>
                {x.crypto_network_name}
              </option>
            ))}
          </select>
        </div>
      </div>
    );
  if (routesState === 'ready' && routes.length === 1)
    return (
      <div className="network-card">
        <p className="muted small">
          <Trans>Network</Trans>
        </p>
        <p className="strong">{routes[0]?.crypto_network_name}</p>
      </div>
    );
  if (routesState === 'loading')
    return (
      <div className="network-card" aria-busy="true">
        <p className="muted small">
          <Trans>Network</Trans>
        </p>
        <p className="muted">
          <Trans>Loading...</Trans>
        </p>
      </div>
    );
  return null;
}
