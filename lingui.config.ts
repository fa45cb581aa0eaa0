/**
 * Lingui's catalogs (decision 228). One catalog per feature folder (src/features/NAME/locales/),
 * found by the {name} pattern, and one for the shell and the shared code (src/locales/): whoever
 * converts a feature edits only that feature's catalogs, and a route loads only the catalogs of
 * the code it runs (src/i18n/catalogs.ts). English is the source; the pseudo-language is made
 * from English at run time (src/i18n/pseudo.ts), so it has no catalog.
 */
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/** The files whose texts are in the `later` catalog (src/i18n/catalogs.ts). */
const LATER = [
  'src/api/staff-error-text.ts',
  'src/app/app-titles.ts',
  'src/app/AppLayout.tsx',
  'src/app/NotFound.tsx',
  'src/app/SessionExpiredModal.tsx',
  'src/features/auth/ConfirmAddressScreen.tsx',
  'src/features/auth/SecureAccountScreen.tsx',
  'src/lib/dates.ts',
  'src/lib/hold-duration.ts',
  'src/lib/rule-text.ts',
  'src/lib/success-message.ts',
  'src/offline/LastUpdated.tsx',
  'src/offline/age.ts',
  'src/orders/LazyOrderPanel.tsx',
  'src/orders/OpenOrders.tsx',
  'src/orders/OrderPanel.tsx',
  'src/ownership-proof/OwnershipProofDialog.tsx',
  'src/ownership-proof/TestDepositProof.tsx',
  'src/passkeys/messages.ts',
  'src/passkeys/UsePasskeyButton.tsx',
  'src/state/live-updates.ts',
  'src/ui/CoinChooser.tsx',
  'src/ui/Conversion.tsx',
  'src/ui/ExportMenu.tsx',
  'src/ui/FrozenNotice.tsx',
  'src/ui/InlineError.tsx',
  'src/ui/InstallAppButton.tsx',
  'src/ui/KycVerificationModal.tsx',
  'src/ui/QrCode.tsx',
  'src/ui/QuoteFees.tsx',
  'src/ui/RatesNote.tsx',
  'src/ui/ReturnedWhy.tsx',
  'src/ui/SecureAccountPopup.tsx',
  'src/ui/SupportEmail.tsx',
  'src/ui/TransactionList.tsx',
  'src/ui/TransactionSuccess.tsx',
  'src/ui/card-reason.ts',
  'src/ui/transaction-words.ts',
  'src/ui/kyc-widget.ts',
  'src/withdrawal-confirm/ConfirmByEmailDialog.tsx',
  'src/withdrawal-confirm/TwoFactorDialog.tsx',
  'src/withdrawal-confirm/use-emailed-code.ts',
];

/**
 * The files whose texts are in the account forms' `auth-later` catalog: creating an account,
 * resetting a password, confirming an address. The sign-in page, the first screen of most
 * visits, does not show them, so its first load does not carry them (decision 467).
 */
const AUTH_LATER = [
  'src/features/auth/code-form-parts.tsx',
  'src/features/auth/DobField.tsx',
  'src/features/auth/EmailCodeField.tsx',
  'src/features/auth/ResetConfirmScreen.tsx',
  'src/features/auth/ResetPasswordScreen.tsx',
  'src/features/auth/SignUpForm.tsx',
  'src/features/auth/TermsConsent.tsx',
  'src/features/auth/useResend.ts',
  'src/features/auth/VerifyEmailScreen.tsx',
];

/**
 * The refusals' words for every error code: fetched with the API transport, which the first
 * screen does not load, instead of with the shell (src/api/error-text.ts).
 */
const ERRORS = ['src/api/error-text.ts'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'fr', 'es', 'it', 'nl', 'pl'],
  fallbackLocales: false,
  // No file names or line numbers in the catalogs: they would change with every edit of the code
  // and make two people's changes to one catalog collide.
  format: formatter({ origins: false, lineNumbers: false }),
  orderBy: 'message',
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: [
        '<rootDir>/src/app',
        '<rootDir>/src/ui',
        '<rootDir>/src/lib',
        '<rootDir>/src/state',
        '<rootDir>/src/offline',
        '<rootDir>/src/passkeys',
        '<rootDir>/src/api',
        '<rootDir>/src/i18n',
      ],
      exclude: ['**/*.test.*', '**/features/**', ...[...LATER, ...ERRORS].map((file) => `**/${file}`)],
    },
    {
      path: '<rootDir>/src/locales/errors/{locale}',
      include: ERRORS.map((file) => `<rootDir>/${file}`),
      exclude: ['**/*.test.*'],
    },
    {
      // Shared texts no public first screen reads: they load with the signed-in frame, with the
      // emailed-link pages and with a passkey sign-in, so the sign-in page's first load does not
      // carry them (decision 257).
      path: '<rootDir>/src/locales/later/{locale}',
      include: LATER.map((file) => `<rootDir>/${file}`),
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/src/features/auth/locales/later/{locale}',
      include: AUTH_LATER.map((file) => `<rootDir>/${file}`),
      exclude: ['**/*.test.*'],
    },
    {
      path: '<rootDir>/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/{name}'],
      exclude: ['**/*.test.*', ...[...LATER, ...AUTH_LATER].map((file) => `**/${file}`)],
    },
  ],
});
