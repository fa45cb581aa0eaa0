/**
 * Every route of both specifications, with who may open it and which layout frames it. Each
 * feature's screen is its own lazy chunk, so the first route stays small.
 */
import { type ComponentType, lazy } from 'react';
import type { Access } from './nav-rules.js';

export type Layout = 'auth' | 'app' | 'legal' | 'bare';

export interface AppRoute {
  path: string;
  access: Access;
  layout: Layout;
  title: string;
  screen: ComponentType;
}

const profile = lazy(() => import('../features/profile/ProfileScreen.js'));
const paymentReturn = lazy(() => import('../features/payment-return/PaymentReturnScreen.js'));

export const routes: AppRoute[] = [
  // Public, shared auth layout
  {
    path: '/',
    access: 'guest',
    layout: 'auth',
    title: 'Sign in',
    screen: lazy(() => import('../features/auth/AuthScreen.js')),
  },
  {
    path: '/signup',
    access: 'guest',
    layout: 'auth',
    title: 'Create Account',
    screen: lazy(() => import('../features/auth/AuthScreen.js')),
  },
  {
    path: '/reset-password',
    access: 'guest',
    layout: 'auth',
    title: 'Reset password',
    screen: lazy(() => import('../features/auth/ResetPasswordScreen.js')),
  },
  {
    path: '/reset-password/confirm',
    access: 'guest',
    layout: 'auth',
    title: 'Reset password',
    screen: lazy(() => import('../features/auth/ResetConfirmScreen.js')),
  },
  {
    path: '/reset-password/success',
    access: 'guest',
    layout: 'auth',
    title: 'Password Changed',
    screen: lazy(() => import('../features/auth/ResetSuccessScreen.js')),
  },
  {
    path: '/verify-email',
    access: 'guest',
    layout: 'auth',
    title: 'Verify Your Email',
    screen: lazy(() => import('../features/auth/VerifyEmailScreen.js')),
  },

  // Customer
  {
    path: '/wallet',
    access: 'user',
    layout: 'app',
    title: 'Wallet',
    screen: lazy(() => import('../features/wallet/WalletScreen.js')),
  },
  {
    path: '/assets/send',
    access: 'user',
    layout: 'app',
    title: 'Select asset to send',
    screen: lazy(() => import('../features/wallet/SendPickerScreen.js')),
  },
  {
    path: '/assets/receive',
    access: 'user',
    layout: 'app',
    title: 'Select asset to receive',
    screen: lazy(() => import('../features/wallet/ReceivePickerScreen.js')),
  },
  {
    path: '/send',
    access: 'user',
    layout: 'app',
    title: 'Withdraw',
    screen: lazy(() => import('../features/send/SendScreen.js')),
  },
  {
    path: '/receive',
    access: 'user',
    layout: 'app',
    title: 'Receive',
    screen: lazy(() => import('../features/receive/ReceiveScreen.js')),
  },
  {
    path: '/swap',
    access: 'user',
    layout: 'app',
    title: 'Swap',
    screen: lazy(() => import('../features/swap/SwapScreen.js')),
  },
  {
    path: '/buy-sell',
    access: 'user',
    layout: 'app',
    title: 'Buy and sell',
    screen: lazy(() => import('../features/trade/TradeScreen.js')),
  },
  {
    path: '/asset-detail',
    access: 'user',
    layout: 'app',
    title: 'Asset',
    screen: lazy(() => import('../features/wallet/AssetDetailScreen.js')),
  },
  {
    path: '/transactions',
    access: 'user',
    layout: 'app',
    title: 'Transaction History',
    screen: lazy(() => import('../features/transactions/TransactionsScreen.js')),
  },
  {
    path: '/transactions/recieve',
    access: 'user',
    layout: 'app',
    title: 'Received',
    screen: lazy(() => import('../features/transactions/ReceiveTransactionsScreen.js')),
  },
  {
    path: '/transaction-detail',
    access: 'user',
    layout: 'app',
    title: 'Transaction Details',
    screen: lazy(() => import('../features/transactions/TransactionDetailScreen.js')),
  },

  // Admin
  {
    path: '/admin-transactions-history',
    access: 'admin',
    layout: 'app',
    title: 'Merchant Transaction History',
    screen: lazy(() => import('../features/admin/AdminHistoryScreen.js')),
  },
  {
    path: '/admin/transaction-history',
    access: 'admin',
    layout: 'app',
    title: 'Merchant Transaction History',
    screen: lazy(() => import('../features/admin/AdminHistoryScreen.js')),
  },
  {
    path: '/admin/transaction-detail',
    access: 'admin',
    layout: 'app',
    title: 'Transaction Details',
    screen: lazy(() => import('../features/admin/AdminTransactionDetailScreen.js')),
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
    screen: lazy(() => import('../features/legal/pages/PrivacyPolicy.js')),
  },
  {
    path: '/cookie-policy',
    access: 'open',
    layout: 'legal',
    title: 'Cookie Policy',
    screen: lazy(() => import('../features/legal/pages/CookiePolicy.js')),
  },
  {
    path: '/aml-cft-policy',
    access: 'open',
    layout: 'legal',
    title: 'Policy on Prevention of Money Laundering and Terrorist Financing',
    screen: lazy(() => import('../features/legal/pages/AmlCftPolicy.js')),
  },
  {
    path: '/terms-and-conditions',
    access: 'open',
    layout: 'legal',
    title: 'Terms and Conditions',
    screen: lazy(() => import('../features/legal/pages/TermsEu.js')),
  },
  {
    path: '/au/terms-and-conditions',
    access: 'open',
    layout: 'legal',
    title: 'Terms and Conditions (Australia)',
    screen: lazy(() => import('../features/legal/pages/TermsAu.js')),
  },
  {
    path: '/msa-statement',
    access: 'open',
    layout: 'legal',
    title: 'Modern Slavery Statement',
    screen: lazy(() => import('../features/legal/pages/MsaStatement.js')),
  },

  // Payment return addresses (the hosted card form sends the browser here)
  { path: '/success', access: 'open', layout: 'bare', title: 'Payment', screen: paymentReturn },
  { path: '/decline', access: 'open', layout: 'bare', title: 'Payment', screen: paymentReturn },
  { path: '/fail', access: 'open', layout: 'bare', title: 'Payment', screen: paymentReturn },
  { path: '/cancel', access: 'open', layout: 'bare', title: 'Payment', screen: paymentReturn },
];

export const NotFoundScreen = lazy(() => import('./NotFound.js'));
