/**
 * Every route of both specifications, with who may open it and which layout frames it. Each
 * feature's screen is its own lazy chunk, so the first route stays small.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { Access } from './nav-rules.js';

export type Layout = 'auth' | 'app' | 'legal' | 'bare';

export interface AppRoute {
  path: string;
  access: Access;
  layout: Layout;
  title: string;
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

export function screen<P = any>(load: () => Promise<{ default: ComponentType<P> }>): Screen<P> {
  const remembered = () =>
    load().then((m) => {
      lazyScreen.loaded = m.default;
      return m;
    });
  const lazyScreen: Screen<P> = Object.assign(lazy(remembered), { preload: remembered, loaded: null });
  return lazyScreen;
}

const profile = screen(() => import('../features/profile/ProfileScreen.js'));
const paymentReturn = screen(() => import('../features/payment-return/PaymentReturnScreen.js'));

export const routes: AppRoute[] = [
  // Public, shared auth layout
  {
    path: '/',
    access: 'guest',
    layout: 'auth',
    title: 'Sign in',
    screen: screen(() => import('../features/auth/AuthScreen.js')),
  },
  {
    path: '/signup',
    access: 'guest',
    layout: 'auth',
    title: 'Create Account',
    screen: screen(() => import('../features/auth/AuthScreen.js')),
  },
  {
    path: '/reset-password',
    access: 'guest',
    layout: 'auth',
    title: 'Reset password',
    screen: screen(() => import('../features/auth/ResetPasswordScreen.js')),
  },
  {
    path: '/reset-password/confirm',
    access: 'guest',
    layout: 'auth',
    title: 'Reset password',
    screen: screen(() => import('../features/auth/ResetConfirmScreen.js')),
  },
  {
    path: '/reset-password/success',
    access: 'guest',
    layout: 'auth',
    title: 'Password Changed',
    screen: screen(() => import('../features/auth/ResetSuccessScreen.js')),
  },
  {
    // "This wasn't me" from a security-alert email: opened signed in or not (decision 137).
    path: '/secure-account',
    access: 'open',
    layout: 'auth',
    title: 'Secure your account',
    screen: screen(() => import('../features/auth/SecureAccountScreen.js')),
  },
  {
    // The confirmation link of a new address-book entry: opened signed in or not (decision 134).
    path: '/address-book/confirm',
    access: 'open',
    layout: 'auth',
    title: 'Confirm withdrawal address',
    screen: screen(() => import('../features/auth/ConfirmAddressScreen.js')),
  },
  {
    path: '/verify-email',
    access: 'guest',
    layout: 'auth',
    title: 'Verify Your Email',
    screen: screen(() => import('../features/auth/VerifyEmailScreen.js')),
  },

  // Customer
  {
    path: '/wallet',
    access: 'user',
    layout: 'app',
    title: 'Wallet',
    screen: screen(() => import('../features/wallet/WalletScreen.js')),
  },
  {
    path: '/assets/send',
    access: 'user',
    layout: 'app',
    title: 'Select asset to send',
    screen: screen(() => import('../features/wallet/SendPickerScreen.js')),
  },
  {
    path: '/assets/receive',
    access: 'user',
    layout: 'app',
    title: 'Select asset to receive',
    screen: screen(() => import('../features/wallet/ReceivePickerScreen.js')),
  },
  {
    path: '/send',
    access: 'user',
    layout: 'app',
    title: 'Withdraw',
    screen: screen(() => import('../features/send/SendScreen.js')),
  },
  {
    path: '/receive',
    access: 'user',
    layout: 'app',
    title: 'Receive',
    screen: screen(() => import('../features/receive/ReceiveScreen.js')),
  },
  {
    path: '/swap',
    access: 'user',
    layout: 'app',
    title: 'Swap',
    screen: screen(() => import('../features/swap/SwapScreen.js')),
  },
  {
    path: '/buy-sell',
    access: 'user',
    layout: 'app',
    title: 'Buy and sell',
    screen: screen(() => import('../features/trade/TradeScreen.js')),
  },
  {
    path: '/asset-detail',
    access: 'user',
    layout: 'app',
    title: 'Asset',
    screen: screen(() => import('../features/wallet/AssetDetailScreen.js')),
  },
  {
    path: '/transactions',
    access: 'user',
    layout: 'app',
    title: 'Transaction History',
    screen: screen(() => import('../features/transactions/TransactionsScreen.js')),
  },
  {
    path: '/transactions/recieve',
    access: 'user',
    layout: 'app',
    title: 'Received',
    screen: screen(() => import('../features/transactions/ReceiveTransactionsScreen.js')),
  },
  {
    path: '/transaction-detail',
    access: 'user',
    layout: 'app',
    title: 'Transaction Details',
    screen: screen(() => import('../features/transactions/TransactionDetailScreen.js')),
  },

  // Admin
  {
    path: '/admin-transactions-history',
    access: 'admin',
    layout: 'app',
    title: 'Merchant Transaction History',
    screen: screen(() => import('../features/admin/AdminHistoryScreen.js')),
  },
  {
    path: '/admin/transaction-history',
    access: 'admin',
    layout: 'app',
    title: 'Merchant Transaction History',
    screen: screen(() => import('../features/admin/AdminHistoryScreen.js')),
  },
  {
    path: '/admin/transaction-detail',
    access: 'admin',
    layout: 'app',
    title: 'Transaction Details',
    screen: screen(() => import('../features/admin/AdminTransactionDetailScreen.js')),
  },

  // Both roles
  { path: '/profile', access: 'any', layout: 'app', title: 'Profile', screen: profile },
  { path: '/profile/mobile', access: 'any', layout: 'app', title: 'Profile', screen: profile },
  { path: '/profile/:section', access: 'any', layout: 'app', title: 'Profile', screen: profile },

  // Legal, open to everyone
  {
    path: '/privacy-policy',
    access: 'open',
    layout: 'legal',
    title: 'Privacy Policy',
    screen: screen(() => import('../features/legal/pages/PrivacyPolicy.js')),
  },
  {
    path: '/cookie-policy',
    access: 'open',
    layout: 'legal',
    title: 'Cookie Policy',
    screen: screen(() => import('../features/legal/pages/CookiePolicy.js')),
  },
  {
    path: '/aml-cft-policy',
    access: 'open',
    layout: 'legal',
    title: 'Policy on Prevention of Money Laundering and Terrorist Financing',
    screen: screen(() => import('../features/legal/pages/AmlCftPolicy.js')),
  },
  {
    path: '/terms-and-conditions',
    access: 'open',
    layout: 'legal',
    title: 'Terms and Conditions',
    screen: screen(() => import('../features/legal/pages/TermsEu.js')),
  },
  {
    path: '/au/terms-and-conditions',
    access: 'open',
    layout: 'legal',
    title: 'Terms and Conditions (Australia)',
    screen: screen(() => import('../features/legal/pages/TermsAu.js')),
  },
  {
    path: '/msa-statement',
    access: 'open',
    layout: 'legal',
    title: 'Modern Slavery Statement',
    screen: screen(() => import('../features/legal/pages/MsaStatement.js')),
  },

  // Payment return addresses (the hosted card form sends the browser here)
  { path: '/success', access: 'open', layout: 'bare', title: 'Payment', screen: paymentReturn },
  { path: '/decline', access: 'open', layout: 'bare', title: 'Payment', screen: paymentReturn },
  { path: '/fail', access: 'open', layout: 'bare', title: 'Payment', screen: paymentReturn },
  { path: '/cancel', access: 'open', layout: 'bare', title: 'Payment', screen: paymentReturn },
];

export const NotFoundScreen = lazy(() => import('./NotFound.js'));
