import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { auth } from '../state/auth.js';
import { sessionUi } from '../state/session.js';
import { AuthLayout, BareLayout, LegalLayout } from './layouts.js';
import { gate } from './nav-rules.js';
import { RouteFallback } from './RouteFallback.js';
import { type AppRoute, NotFoundScreen, routes } from './routes.js';
import { ShellBanners } from './ShellBanners.js';
import { Toaster } from './Toaster.js';

// The signed-in frame and the Session Expired dialog are chunks of their own: the public pages
// (sign-in, legal) load only what they draw.
const loadAppLayout = () => import('./AppLayout.js');
const AppLayout = lazy(loadAppLayout);
const SessionExpiredModal = lazy(() =>
  import('./SessionExpiredModal.js').then((m) => ({ default: m.SessionExpiredModal })),
);
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
  if (route.layout === 'app') {
    // Frame and screen load side by side, not one after the other; a failed load surfaces
    // through the lazy component itself.
    loadAppLayout().catch(() => {});
    route.screen.preload().catch(() => {});
  }
  return (
    <Suspense fallback={<RouteFallback />}>
      <Frame>
        <Suspense fallback={<RouteFallback />}>
          <Screen />
        </Suspense>
      </Frame>
    </Suspense>
  );
}

function SessionExpired() {
  const { expired } = useSnapshot(sessionUi);
  if (!expired) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredModal />
    </Suspense>
  );
}

export function App() {
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
      <SessionExpired />
      <Toaster />
    </>
  );
}
