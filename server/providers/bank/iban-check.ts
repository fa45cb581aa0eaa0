/** The ISO 13616 check digits of an IBAN (mod 97), for the sandbox's virtual IBANs. */
export function ibanCheckDigits(country: string, bban: string): string {
  const digits = `${bban}${country}00`.replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return String(98 - rest).padStart(2, '0');
}
