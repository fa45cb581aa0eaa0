/**
 * What support reads about a customer (decision 236): everything needed to help, nothing secret
 * (no password hash, 2FA secret, recovery code, card token or number, alert-link token).
 */
export interface CustomerMatch {
  customerId: string;
  customerNumber: string;
  email: string;
  name: string;
  status: string;
  /** What matched: 'email', 'name', 'customer number', 'reference' or 'address'. */
  matchedBy: string;
}

export interface CustomerPage {
  profile: {
    customerId: string;
    customerNumber: string;
    email: string;
    firstName: string;
    lastName: string;
    country: string;
    currency: string;
    timeZone: string;
    status: string;
    createdAt: string;
    twoFactor: boolean;
    passkeys: number;
    withdrawalsHeldUntil: string | null;
    withdrawalsHeldReason: string | null;
    /** When the account was frozen (decision 237); null when it is not. */
    frozenAt: string | null;
  };
  verification: { status: string };
  devices: Array<{
    sessionId: string;
    device: string | null;
    country: string | null;
    lastActiveAt: string | null;
    createdAt: string;
  }>;
  /** Base units as decimal strings, from the ledger. */
  balances: Record<string, string>;
  transactions: Array<{ reference: string; kind: string; at: string }>;
  alerts: Array<{
    coin: string;
    kind: string;
    currency: string;
    price: string | null;
    percent: string | null;
    firedAt: string | null;
  }>;
  recurringPlans: Array<{
    coin: string;
    fiatCurrency: string;
    fiatAmount: string;
    frequency: string;
    status: string;
    nextRunAt: string;
  }>;
  addressBook: Array<{ label: string; address: string; confirmed: boolean }>;
  securityEvents: Array<{ action: string; outcome: string; at: string; ip: string | null }>;
  notes: Array<{ at: string; staffId: string; text: string }>;
}

export const DESK_LIMITS = { reasonMax: 500, noteMax: 2000, holdHoursMax: 720 } as const;
