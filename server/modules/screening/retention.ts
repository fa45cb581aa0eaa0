/**
 * How long Travel Rule and screening records are kept (decision 275): five years from the
 * transfer, as the EU's anti-money-laundering rules and Australia's AML/CTF Act ask. Nothing
 * deletes them before; an account's closing does not.
 */
const KEEP_YEARS = 5;

export function keepUntil(from: Date): Date {
  const d = new Date(from);
  d.setUTCFullYear(d.getUTCFullYear() + KEEP_YEARS);
  return d;
}
