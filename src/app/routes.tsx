/**
 * The route table: every route of both specifications, one entry each, with who may open it,
 * which layout frames it, which header item it belongs to and whether it has a back button. The
 * shell's rules (nav-rules.ts) are read from it. Each feature's screen is its own lazy chunk, so
 * the first route stays small. Paths come from paths.ts (decision 133).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { AUTH_LATER_CATALOG, LATER_CATALOG, loadCatalogs } from '../i18n/catalogs.js';
import * as paths from '../lib/paths.js';
import type { Access } from './access.js';
import * as t from './app-titles.js';

export type Layout = 'auth' | 'app' | 'legal' | 'bare';
/** The header (and bottom bar) item shown as current. */
export type NavGroup = 'wallet' | 'transactions' | 'profile' | 'merchant';

export interface AppRoute {
  path: string;
  access: Access;
  layout: Layout;
  /**
   * The page's title, in the active language when shown (`i18n._(route.title)`); a signed-in
   * frame's page's is in app-titles.ts.
   */
  title: MessageDescriptor;
  /** The header item this page belongs to; none by default. */
  nav?: NavGroup;
  /**
   * Where the back button leads when the tab has no page to go back to (opened directly); it goes
   * back in the tab's history otherwise. Null: a top-level page, without a back button. Default:
   * the start page, which sends a signed-in visitor home.
   */
  back?: string | null;
  screen: Screen;
}

/**
 * A lazy screen that can also start loading before it renders (beside its lazy frame). Once its
 * code has arrived, `loaded` is the screen itself: rendering it then never shows a fallback, so a
 * screen whose code was fetched before the first render appears in one commit, without a skeleton
 * flashing in between (a layout shift).
 */
export type Screen<P = any> = LazyExoticComponent<ComponentType<P>> & {
  preload(): Promise<unknown>;
  loaded: ComponentType<P> | null;
};

export function screen<P = any>(
  load: () => Promise<{ default: ComponentType<P> }>,
  /** The features whose catalogs the screen's texts are in (src/features/NAME/locales), loaded beside its code. */
  catalogs: readonly string[] = [],
): Screen<P> {
  const remembered = () =>
    Promise.all([load(), loadCatalogs(catalogs)]).then(([m]) => {
      lazyScreen.loaded = m.default;
      return m;
    });
  const lazyScreen: Screen<P> = Object.assign(lazy(remembered), { preload: remembered, loaded: null });
  return lazyScreen;
}

/** A page's path, title and screen, and what it sets beside what its group shares. */
type Row = [path: string, title: MessageDescriptor, screen: Screen, more?: Pick<AppRoute, 'nav' | 'back'>];

/** Pages that share who may open them, their layout and their header item: one row each. */
function group(common: Omit<AppRoute, 'path' | 'title' | 'screen'>, rows: Row[]): AppRoute[] {
  return rows.map(([path, title, screen, more]) => ({ ...common, path, title, screen, ...more }));
}

/**
 * A screen whose code is found through app-screens.ts (decision 467): that module comes first, with
 * its features' catalogs, then the screen and the catalogs load side by side.
 */
function appScreen(name: keyof typeof import('./app-screens.js').SCREENS, catalogs: readonly string[] = []): Screen {
  return screen(() =>
    import('./app-screens.js').then((m) => Promise.all([m.SCREENS[name](), loadCatalogs(catalogs)]).then(([s]) => s)),
  );
}

const later = LATER_CATALOG;
const authLater = AUTH_LATER_CATALOG;
const signInOrUp = screen(() => import('../features/auth/AuthScreen.js'), ['auth']);
const resetPassword = screen(() => import('../features/auth/ResetPasswordScreen.js'), ['auth', later, authLater]);
const resetConfirm = screen(() => import('../features/auth/ResetConfirmScreen.js'), ['auth', later, authLater]);
const resetSuccess = screen(() => import('../features/auth/ResetSuccessScreen.js'), ['auth']);
const secureAccount = screen(() => import('../features/auth/SecureAccountScreen.js'), [later]);
const confirmAddress = screen(() => import('../features/auth/ConfirmAddressScreen.js'), [later]);
const confirmBankAccount = appScreen('confirmBankAccount', ['cash']);
const staffEnrolment = appScreen('staffEnrolment', ['admin', later]);
const verifyEmail = screen(() => import('../features/auth/VerifyEmailScreen.js'), ['auth', later, authLater]);
const wallet = appScreen('wallet', ['wallet']);
const sendPicker = appScreen('sendPicker', ['wallet']);
const receivePicker = appScreen('receivePicker', ['wallet']);
const send = appScreen('send', ['send']);
const receive = appScreen('receive', ['receive']);
const swap = appScreen('swap', ['swap']);
const trade = appScreen('trade', ['trade']);
const recurringBuys = appScreen('recurringBuys', ['trade']);
const cash = appScreen('cash', ['cash']);
const asset = appScreen('asset', ['wallet']);
const priceAlerts = appScreen('priceAlerts', ['alerts']);
const transactions = appScreen('transactions', ['transactions']);
const received = appScreen('received', ['transactions']);
const transaction = appScreen('transaction', ['transactions']);
const tax = appScreen('tax', ['transactions']);
const depositOrigin = appScreen('depositOrigin', ['deposit-origin']);
const merchantHistory = appScreen('merchantHistory', ['admin']);
const merchantTransaction = appScreen('merchantTransaction', ['admin']);
const backOffice = appScreen('backOffice', ['admin']);
const help = appScreen('help', ['help']);
const profile = appScreen('profile', ['profile']);
const privacyPolicy = screen<object>(
  () => import('../features/legal/pages/PrivacyPolicy.js').then((m) => m.load()),
  ['legal'],
);
const cookiePolicy = screen(() => import('../features/legal/pages/CookiePolicy.js'), ['legal']);
const amlCftPolicy = screen(() => import('../features/legal/pages/AmlCftPolicy.js'), ['legal']);
const termsEu = screen<object>(() => import('../features/legal/pages/TermsEu.js').then((m) => m.load()), ['legal']);
const termsAu = screen(() => import('../features/legal/pages/TermsAu.js'), ['legal']);
const msaStatement = screen(() => import('../features/legal/pages/MsaStatement.js'), ['legal']);
const impressum = screen(() => import('../features/legal/pages/Impressum.js'), ['legal']);
const paymentReturn = appScreen('paymentReturn', ['payment-return']);

const top = { back: null };

// The order is the router's: a path renders the first entry it matches.
export const routes: AppRoute[] = [
  // Public, shared auth layout
  ...group({ access: 'guest', layout: 'auth' }, [
    [paths.signIn, msg`Sign in`, signInOrUp],
    [paths.signUp, msg`Create Account`, signInOrUp],
    [paths.resetPassword, msg`Reset password`, resetPassword],
    [paths.resetConfirm, msg`Reset password`, resetConfirm],
    [paths.resetSuccess, msg`Password Changed`, resetSuccess],
  ]),
  // Emailed links, opened signed in or not: "This wasn't me" from a security alert (decision 137),
  // a new address-book entry's (decision 134) and bank account's (decision 243) confirmation, and a
  // new staff member's enrolment (decision 359).
  ...group({ access: 'open', layout: 'auth' }, [
    [paths.secureAccount, msg`Secure your account`, secureAccount],
    [paths.addressBookConfirm, msg`Confirm withdrawal address`, confirmAddress],
    [paths.bankAccountConfirm, msg`Confirm bank account`, confirmBankAccount],
    [paths.staffEnrolment, msg`Set up your staff account`, staffEnrolment],
  ]),
  ...group({ access: 'guest', layout: 'auth' }, [[paths.verifyEmail, msg`Verify Your Email`, verifyEmail]]),

  // Customer
  ...group({ access: 'user', layout: 'app', nav: 'wallet' }, [
    [paths.wallet, t.wallet, wallet, top],
    [paths.sendPicker, t.sendPicker, sendPicker],
    [paths.receivePicker, t.receivePicker, receivePicker],
    [paths.send, t.send, send],
    [paths.receive, t.receive, receive],
    [paths.swap, t.swap, swap],
    [paths.buySell, t.trade, trade],
    [paths.recurringBuys, t.recurringBuys, recurringBuys],
    [paths.cash, t.cash, cash],
    [paths.assetDetail, t.asset, asset],
    // Decision 142: from an asset's screen (?coin=) and from Profile.
    [paths.priceAlerts, t.priceAlerts, priceAlerts],
  ]),
  ...group({ access: 'user', layout: 'app', nav: 'transactions' }, [
    [paths.transactions, t.transactions, transactions, top],
    [paths.receivedTransactions, t.received, received],
    [paths.transactionDetail, t.transaction, transaction],
    // Decision 458: from the yearly statement on Transactions and from each coin's results.
    [paths.tax, t.tax, tax, { back: paths.transactions }],
  ]),
  ...group({ access: 'user', layout: 'app', nav: 'wallet' }, [[paths.depositOrigin, t.depositOrigin, depositOrigin]]),

  // Admin
  ...group({ access: 'admin', layout: 'app', nav: 'merchant' }, [
    [paths.adminHome, t.merchantHistory, merchantHistory, top],
    [paths.adminHistory, t.merchantHistory, merchantHistory, top],
    [paths.adminTransactionDetail, t.transaction, merchantTransaction],
  ]),

  // The back-office: support agents and compliance officers (decision 279); one lazy screen.
  ...group(
    { access: 'staff', layout: 'bare', back: null },
    [
      paths.backOffice,
      paths.backOfficeCustomers,
      paths.backOfficeCases,
      paths.backOfficeApprovals,
      paths.backOfficeAudit,
      paths.backOfficeTravelRule,
    ].map((path): Row => [path, msg`Back office`, backOffice]),
  ),
  // Staff management in the same screen, for admins (decision 320).
  ...group({ access: 'admin', layout: 'bare', back: null }, [[paths.backOfficeStaff, msg`Staff`, backOffice]]),

  // Both roles
  ...group({ access: 'user', layout: 'app', nav: 'profile' }, [[paths.help, t.help, help, { back: paths.profile }]]),
  ...group({ access: 'any', layout: 'app', nav: 'profile' }, [
    [paths.profile, t.profile, profile, top],
    [paths.profileMobile, t.profile, profile],
    [paths.profileSection, t.profile, profile, top],
  ]),

  // Legal, open to everyone
  ...group({ access: 'open', layout: 'legal' }, [
    [paths.privacyPolicy, msg`Privacy Policy`, privacyPolicy],
    [paths.cookiePolicy, msg`Cookie Policy`, cookiePolicy],
    [paths.amlCftPolicy, msg`Policy on Prevention of Money Laundering and Terrorist Financing`, amlCftPolicy],
    [paths.termsEu, msg`Terms and Conditions`, termsEu],
    [paths.termsAu, msg`Terms and Conditions (Australia)`, termsAu],
    [paths.msaStatement, msg`Modern Slavery Statement`, msaStatement],
    [paths.impressum, msg`Legal Notice`, impressum],
  ]),

  // Payment return addresses (the hosted card form sends the browser here)
  ...group(
    { access: 'open', layout: 'bare' },
    [paths.paymentSuccess, paths.paymentDecline, paths.paymentFail, paths.paymentCancel].map(
      (path): Row => [path, msg`Payment`, paymentReturn],
    ),
  ),
];

/** Whether `path` is an address of the route pattern `pattern` (`:name` matches one segment). */
export function matches(pattern: string, path: string): boolean {
  return new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`).test(path);
}

/** The route that renders `path`: the first entry it matches, as the router's switch picks it. */
export function routeFor(path: string): AppRoute | undefined {
  return routes.find((r) => matches(r.path, path));
}

/** An address no route renders; its texts are the `later` catalog's, loaded with it (decision 467). */
export const NotFoundScreen = screen(() => import('./NotFound.js'), [later]);
