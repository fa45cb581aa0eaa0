/**
 * Profile and security: the address fields, password change, account closure, TOTP two-factor
 * set-up and the anti-phishing code; and the daily erasure of closed accounts' data once its
 * retention period has ended.
 */

import type { CallDef } from '../../http/call.js';
import { defineModule } from '../descriptor.js';
import { changePassword } from './change-password.js';
import { deleteAccount } from './close-account.js';
import { setDisplayCurrency } from './display-currency.js';
import { setLanguage } from './language.js';
import { startRetentionErasure } from './retention.js';
import { getSecuritySettings, setAntiPhishingCode } from './security-settings.js';
import { disable2fa, enable2fa, generate2faSecret, regenerateRecoveryCodes, verify2fa } from './two-factor.js';
import { updateProfile } from './update-profile.js';

const profileCalls: CallDef[] = [
  updateProfile,
  changePassword,
  deleteAccount,
  generate2faSecret,
  enable2fa,
  verify2fa,
  disable2fa,
  regenerateRecoveryCodes,
  setAntiPhishingCode,
  getSecuritySettings,
  setDisplayCurrency,
  setLanguage,
];

export const profileModule = defineModule({
  name: 'profile',
  needs: ['db', 'clock', 'log'],
  calls: profileCalls,
  jobs: (deps, jobs) => {
    startRetentionErasure(deps, jobs);
    return undefined;
  },
});
