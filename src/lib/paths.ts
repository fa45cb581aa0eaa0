/**
 * Every route's address by name, and builders for the ones with a parameter. Screens navigate and
 * link through these (never a written path), and the route table (routes.tsx) takes its paths from
 * here, so a renamed address changes in one place. Kept apart from the table so a screen can
 * import it without importing the screens. Imported as a namespace (`import * as paths`): the
 * bundler then puts the strings in place of `paths.x`, so the names cost nothing on the first load.
 */
import type { Role } from '../../contract/staff.js';
export const signIn = '/';
export const signUp = '/signup';
export const resetPassword = '/reset-password';
export const resetConfirm = '/reset-password/confirm';
export const resetSuccess = '/reset-password/success';
export const verifyEmail = '/verify-email';
export const secureAccount = '/secure-account';
export const addressBookConfirm = '/address-book/confirm';
/** A new staff member's emailed enrolment link (decision 359). */
export const staffEnrolment = '/staff-enrolment';
export const bankAccountConfirm = '/bank-accounts/confirm';

export const wallet = '/wallet';
export const sendPicker = '/assets/send';
export const receivePicker = '/assets/receive';
export const send = '/send';
export const receive = '/receive';
export const swap = '/swap';
export const buySell = '/buy-sell';
export const recurringBuys = '/recurring-buys';
export const assetDetail = '/asset-detail';
export const priceAlerts = '/price-alerts';
export const transactions = '/transactions';
export const receivedTransactions = '/transactions/recieve';
export const transactionDetail = '/transaction-detail';
/** The tax view of a statement year: disposals, their lots and the region's totals (decision 458). */
export const tax = '/tax';
/** The cash balance, bank deposits and withdrawals (decisions 240-244); ?tab=withdraw. */
export const cash = '/cash';
export const depositOrigin = '/deposit-origin';
/** The answer screen of one deposit waiting for its sender's information. */
export const depositOriginOf = (id: string) => `${depositOrigin}?id=${encodeURIComponent(id)}`;

export const adminHome = '/admin-transactions-history';
export const adminHistory = '/admin/transaction-history';
export const adminTransactionDetail = '/admin/transaction-detail';
/** The back-office of support agents and compliance officers (decision 279). */
export const backOffice = '/admin';
export const backOfficeCustomers = '/admin/customers';
export const backOfficeCases = '/admin/cases';
export const backOfficeApprovals = '/admin/approvals';
export const backOfficeAudit = '/admin/audit';
export const backOfficeTravelRule = '/admin/travel-rule';
/** Staff management, for admins only (decision 320). */
export const backOfficeStaff = '/admin/staff';

export const profile = '/profile';
export const profileMobile = '/profile/mobile';
export const profileSection = '/profile/:section';
/** Support contact, contact form and the legal pages (decision 186). */
export const help = '/help';

export const privacyPolicy = '/privacy-policy';
export const cookiePolicy = '/cookie-policy';
export const amlCftPolicy = '/aml-cft-policy';
export const termsEu = '/terms-and-conditions';
export const termsAu = '/au/terms-and-conditions';
export const msaStatement = '/msa-statement';
/** The operator's legal details, the page German law asks of every site (Impressum). */
export const impressum = '/impressum';

export const paymentSuccess = '/success';
export const paymentDecline = '/decline';
export const paymentFail = '/fail';
export const paymentCancel = '/cancel';

/** /profile/{section}: one section of the profile. */
export function profileSectionPath(section: string): string {
  return profileSection.replace(':section', section);
}

/** /cash, opened on the deposit or the withdrawal. */
export function cashPath(tab: 'deposit' | 'withdraw'): string {
  return tab === 'withdraw' ? `${cash}?tab=withdraw` : cash;
}

/** /price-alerts, with ?coin= when opened from a coin's screen (decision 142). */
export function priceAlertsPath(coin?: string): string {
  return coin ? `${priceAlerts}?coin=${encodeURIComponent(coin)}` : priceAlerts;
}

/** /asset-detail?coin=: a coin's screen opened without navigation state (a fired price alert). */
export function assetDetailPath(coin: string): string {
  return `${assetDetail}?coin=${encodeURIComponent(coin)}`;
}

/** Where a signed-in user lands after login, or when a route does not allow their role. */
export function homeFor(role: Role | undefined): string {
  if (role === 'support' || role === 'compliance') return backOffice;
  return role === 'admin' ? adminHome : wallet;
}
