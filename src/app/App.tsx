import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { type ComponentType, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { activateLanguage, LATER_CATALOG } from '../i18n/catalogs.js';
import { startLanguage } from '../i18n/language.js';
import { TransitionI18nProvider } from '../i18n/TransitionI18nProvider.js';
import { termsPathFor } from '../lib/legal-links.js';
import { wallet as walletPath } from '../lib/paths.js';
import { isConnected } from '../offline/network.js';
import { auth } from '../state/auth.js';
import { locale } from '../state/locale.js';
import { sessionUi } from '../state/session.js';
import { gate } from './access.js';
import { AuthLayout, BareLayout, LegalLayout } from './layouts.js';
import { RouteFallback } from './RouteFallback.js';
import { type AppRoute, NotFoundScreen, routeFor, routes, screen } from './routes.js';
import { ShellBanners } from './ShellBanners.js';
import { Toaster } from './Toaster.js';

// The signed-in frame and the Session Expired dialog are chunks of their own: the public pages
// (sign-in, legal) load only what they draw. The dialog shows on signed-in pages only, and its
// texts are the signed-in frame's (decision 467).
const AppLayout = screen(() => import('./AppLayout.js'), [LATER_CATALOG]);
const SessionExpiredModal = screen<object>(
  () => import('./SessionExpiredModal.js').then((m) => ({ default: m.SessionExpiredModal })),
  [LATER_CATALOG],
);
const LAYOUTS = { auth: AuthLayout, app: AppLayout, legal: LegalLayout, bare: BareLayout };

/**
 * Fetches the code of the first screen (and the signed-in frame when it needs one) before the
 * first render, while the page's own loading shell stays up: the screen then appears in one
 * commit instead of shell, skeleton, screen (two layout shifts and an extra render). A failed
 * load is left to the lazy component, which reports it when it renders.
 *
 * None of it is the render's. Signed in, the date formatter the first screen uses is made while
 * the screen's files (a few per task: see `screen`) and the frame's are asked for.
 */
export async function preloadFirstScreen(path: string): Promise<void> {
  const route = routeFor(path);
  if (!route) {
    // A catalog that fails to load leaves the source language on screen; the page still works.
    await activateLanguage(startLanguage()).catch(() => {});
    return;
  }
  // The language's shell catalog loads beside the screen's code and its own catalogs.
  const loads: Promise<unknown>[] = [activateLanguage(startLanguage())];
  // Reopening the wallet: its saved balances are read while its code loads (decision 220). The
  // snapshots' code is not on the signed-out first page: it comes first (under the worker, a cache read).
  const reopenedBy = path === walletPath ? auth.user?.id : undefined;
  if (reopenedBy)
    void import('../offline/snapshots.js').then((m) => m.readSnapshotSoon(reopenedBy, 'wallet')).catch(() => {});
  if (route.layout === 'app') {
    loads.push(import('../lib/dates.js').then((m) => m.prepareDateFormats(locale.timeZone)));
  }
  loads.push(route.screen.preload());
  if (route.layout === 'app') {
    loads.push(AppLayout.preload());
  }
  // A failed load surfaces through the lazy component itself, which offers to retry.
  await Promise.all(loads).catch(() => {});
}

/**
 * Whether the app's first render of this page is the HTML the build drew into it (decision 465):
 * drawn in the language the app starts in, for a visitor as the build drew one (signed out, with no
 * expiry notice, connected, and given the EU terms link). Only then is the HTML hydrated.
 */
export function drawsAsPrerendered(root: HTMLElement): boolean {
  return (
    root.dataset.prerendered === i18n.locale &&
    !auth.isAuthenticated &&
    !sessionUi.expired &&
    isConnected() &&
    termsPathFor(locale.country) === termsPathFor(null)
  );
}

function Gate({ route }: { route: AppRoute }) {
  const a = useSnapshot(auth);
  const s = useSnapshot(sessionUi);
  const [path] = useLocation();
  const { i18n: active } = useLingui();
  const title = active._(route.title);
  // A signed-in frame's page's title is in that frame's catalog (app-titles.ts): the tab keeps
  // its title until the catalog is here rather than show the message's id.
  const titled = route.layout !== 'app' || active.messages[route.title.id] !== undefined;
  // The frame and screen drawn, chosen at the visit's first drawing: the loaded screen when its
  // code is in (no fallback), else its lazy wrapper. Never switched mid-visit: the loaded screen is
  // another element type than its wrapper, and React would mount it afresh, losing what was typed.
  const drawn = useRef<{ Frame: ComponentType<{ children: ReactNode }>; Screen: ComponentType } | null>(null);
  useEffect(() => {
    if (titled) document.title = `${title} | CoinVault`;
  }, [title, titled]);
  const decision = gate(route.access, path, {
    isAuthenticated: a.isAuthenticated,
    role: a.user?.role,
    expired: s.expired,
  });
  if (decision.kind === 'redirect') return <Redirect to={decision.to} replace />;
  if (decision.kind === 'hold') return null;
  // A frame or screen whose code is here renders directly: no fallback, no extra commit.
  drawn.current ??= {
    Frame: route.layout === 'app' ? (AppLayout.loaded ?? AppLayout) : LAYOUTS[route.layout],
    Screen: route.screen.loaded ?? route.screen,
  };
  const { Frame, Screen } = drawn.current;
  if (route.layout === 'app') {
    // Frame and screen load side by side, not one after the other; a failed load surfaces
    // through the lazy component itself.
    AppLayout.preload().catch(() => {});
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
    <TransitionI18nProvider>
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
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
    </TransitionI18nProvider>
  );
}
