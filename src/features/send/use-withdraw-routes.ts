/**
 * The withdraw form's networks and price: the active payment routes (the coin's first chosen),
 * and the coin's USD bid, loaded when the coin changes.
 */
import { useEffect, useMemo, useState } from 'react';
import type { CoinSymbol } from '../../../contract/assets.js';
import type { PaymentRouteDto } from '../../../contract/exchange.js';
import { getCurrencyPrice, getPaymentRoutes } from '../../api/exchange.js';

export type RoutesState = 'loading' | 'ready' | 'failed';

export function useWithdrawRoutes(symbol: CoinSymbol) {
  const [routes, setRoutes] = useState<PaymentRouteDto[]>([]);
  const [routesState, setRoutesState] = useState<RoutesState>('loading');
  const [routeId, setRouteId] = useState<number | null>(null);
  const [priceUsd, setPriceUsd] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    getPaymentRoutes()
      .then((all) => {
        if (!live) return;
        const active = all.filter((x) => x.is_active === 'on');
        setRoutes(active);
        setRoutesState('ready');
        const mine = active.filter((x) => x.currency_id === symbol);
        const [first] = mine;
        if (first) setRouteId(first.payment_route_id);
      })
      .catch(() => {
        if (!live) return;
        setRoutes([]);
        setRoutesState('failed');
      });
    getCurrencyPrice(symbol, 'USD')
      .then((p) => live && setPriceUsd(p?.bid ?? null))
      .catch(() => live && setPriceUsd(null));
    return () => {
      live = false;
    };
  }, [symbol]);

  const myRoutes = routes.filter((x) => x.currency_id === symbol);
  const supported = useMemo(() => [...new Set(routes.map((x) => x.currency_id))], [routes]);
  return { myRoutes, supported, routesState, routeId, setRouteId, priceUsd };
}
