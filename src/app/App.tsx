import { Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { auth } from '../state/auth.js';
import { ensureGeo } from '../state/locale.js';
import { sessionUi } from '../state/session.js';
import { AppLayout, AuthLayout, BareLayout, LegalLayout } from './layouts.js';
import { gate } from './nav-rules.js';
import { RouteFallback } from './RouteFallback.js';
import { type AppRoute, NotFoundScreen, routes } from './routes.js';
import { SessionExpiredModal } from './SessionExpiredModal.js';
import { ShellBanners } from './ShellBanners.js';
import { Toaster } from './Toaster.js';

const LAYOUTS = { auth: AuthLayout, app: AppLayout, legal: LegalLayout, bare: BareLayout };

function Gate({ route }: { route: AppRoute }) {
  const a = useSnapshot(auth);
  const s = useSnapshot(sessionUi);
  const [path] = useLocation();
  useEffect(() => {
    document.title = `${route.title} | CoinVault`;
  }, [route.title]);
  const decision = gate(route.access, path, {
    isAuthenticated: a.isAuthenticated,
    role: a.user?.role,
    expired: s.expired,
  });
  if (decision.kind === 'redirect') return <Redirect to={decision.to} replace />;
  if (decision.kind === 'hold') return null;
  const Frame = LAYOUTS[route.layout];
  const Screen = route.screen;
  return (
    <Frame>
      <Suspense fallback={<RouteFallback />}>
        <Screen />
      </Suspense>
    </Frame>
  );
}

export function App() {
  useEffect(() => {
    void ensureGeo();
  }, []);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <ShellBanners />
      <Switch>
        {routes.map((r) => (
          <Route key={r.path} path={r.path}>
            <Gate route={r} />
          </Route>
        ))}
        <Route>
          <BareLayout>
            <Suspense fallback={<RouteFallback />}>
              <NotFoundScreen />
            </Suspense>
          </BareLayout>
        </Route>
      </Switch>
      <SessionExpiredModal />
      <Toaster />
    </>
  );
}
