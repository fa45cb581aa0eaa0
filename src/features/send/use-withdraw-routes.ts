/**
 * The withdraw form's networks and price: the active payment routes (the coin's first chosen),
 * and the coin's USD bid, loaded when the coin changes.
 */
import { useEffect, useMemo, useState } from 'react';
import type { CoinSymbol } from '../../../contract/assets.js';
import type { PaymentRouteDto } from '../../../contract/exchange.js';
import { getCurrencyPrice, getPaymentRoutes } from '../../api/exchange.js';
import { loadedData, useLoad } from '../../state/use-load.js';

export type RoutesState = 'loading' | 'ready' | 'failed';

const NO_ROUTES: PaymentRouteDto[] = [];

export function useWithdrawRoutes(symbol: CoinSymbol) {
  const [routeId, setRouteId] = useState<number | null>(null);
  const [routesLoad] = useLoad(
    () => getPaymentRoutes().then((all) => all.filter((x) => x.is_active === 'on')),
    [symbol],
  );
  const [priceLoad] = useLoad(() => getCurrencyPrice(symbol, 'USD').then((p) => p?.bid ?? null), [symbol]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the coin's first route is chosen when its routes arrive, not again when the customer picks another
  useEffect(() => {
    const first = loadedData(routesLoad)?.find((x) => x.currency_id === symbol);
    if (first) setRouteId(first.payment_route_id);
  }, [routesLoad]);

  const routes = loadedData(routesLoad) ?? NO_ROUTES;
  const routesState: RoutesState = routesLoad.state === 'error' ? 'failed' : routesLoad.state;
  const myRoutes = routes.filter((x) => x.currency_id === symbol);
  const supported = useMemo(() => [...new Set(routes.map((x) => x.currency_id))], [routes]);
  return { myRoutes, supported, routesState, routeId, setRouteId, priceUsd: loadedData(priceLoad) };
}
