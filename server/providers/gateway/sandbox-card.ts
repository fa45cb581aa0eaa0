/**
 * The checks the sandbox card form makes (the same ones its script makes in the browser): card
 * number by Luhn, expiry not in the past, a 3- or 4-digit CVC, a name on the card.
 */

export const CARD_MESSAGES = {
  number: 'Enter a valid card number',
  expiryFormat: 'Enter the expiry date as MM/YY',
  expired: 'This card has expired',
  cvc: 'Enter the 3 or 4 digit security code',
  holder: 'Enter the name on the card',
} as const;

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
  holder: string;
}

export type CardErrors = Partial<Record<keyof CardInput, string>>;

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/** MM/YY (or MM/YYYY) to {month, year}, or null. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const [, mm, yy] = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value) ?? [];
  if (!mm || !yy) return null;
  const month = Number(mm);
  const year = yy.length === 2 ? 2000 + Number(yy) : Number(yy);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** A card is valid through the last day of its expiry month. */
export function expiryPassed(exp: { month: number; year: number }, now: Date): boolean {
  const y = now.getUTCFullYear();
  const mo = now.getUTCMonth() + 1;
  return exp.year < y || (exp.year === y && exp.month < mo);
}

export function checkCard(input: CardInput, now: Date): CardErrors {
  const errors: CardErrors = {};
  const digits = input.number.replace(/[\s-]/g, '');
  if (!luhnValid(digits)) errors.number = CARD_MESSAGES.number;
  const exp = parseExpiry(input.expiry);
  if (!exp) errors.expiry = CARD_MESSAGES.expiryFormat;
  else if (expiryPassed(exp, now)) errors.expiry = CARD_MESSAGES.expired;
  if (!/^\d{3,4}$/.test(input.cvc.trim())) errors.cvc = CARD_MESSAGES.cvc;
  if (input.holder.trim().length < 2) errors.holder = CARD_MESSAGES.holder;
  return errors;
}
