/**
 * Germany's losses from private sales carried between years (decision 463), in cents. § 23 Abs. 3
 * Satz 7 EStG: a year's net loss from private sales offsets no other income; Satz 8: it reduces the
 * gains from private sales of the previous year or of the following years, as § 10d says. The
 * exemption limit comes first: BFH, judgment of 11 January 2005, IX R 27/04 (BStBl II 2005, 433),
 * following the BMF letter of 25 October 2004 (BStBl I 2004, 1034, Rz. 52), applies the limit to
 * the year's own net gain before any carried loss. A year under the limit is tax-free and uses no
 * carried loss, which stays for later years; a year at or over it uses the carried loss against
 * its net gain, and what is left stays taxable even when it is under the limit.
 * Only this customer's years here are known: a loss from before the account, or a carry-back to the
 * year before (§ 10d Abs. 1, and the customer's choice to limit it), is not.
 */

/** § 23 Abs. 3 Satz 5 EStG: the exemption limit of the year (Freigrenze). */
export const deExemptionLimit = (year: number) => (year >= 2024 ? 1000_00n : 600_00n);

interface DeYear {
  /** The year's net gain (a loss negative) from disposals held one year or less. */
  taxableNet: bigint;
  /** The net gain is under the year's exemption limit: none of it is taxable. */
  under: boolean;
  /** Of the loss carried in, what this year's gain takes. */
  used: bigint;
  /** What this year leaves to later years: the loss carried in, less what was used, plus this year's loss. */
  forward: bigint;
  taxableAfterLimit: bigint;
}

export function deYear(taxableNet: bigint, year: number, carriedIn: bigint): DeYear {
  const under = taxableNet < deExemptionLimit(year);
  const used = under ? 0n : carriedIn < taxableNet ? carriedIn : taxableNet;
  const loss = taxableNet < 0n ? -taxableNet : 0n;
  return {
    taxableNet,
    under,
    used,
    forward: carriedIn - used + loss,
    taxableAfterLimit: under ? 0n : taxableNet - used,
  };
}

/** The loss carried into a year from the customer's earlier years here, each with its net (oldest first). */
export function deCarriedIn(earlier: readonly { year: number; taxableNet: bigint }[]): bigint {
  let carried = 0n;
  for (const y of earlier) carried = deYear(y.taxableNet, y.year, carried).forward;
  return carried;
}
