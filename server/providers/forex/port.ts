/** The port for foreign-exchange rates: the latest rates against a base currency. */
export interface ForexQuote {
  base: string;
  /** Units of each currency per 1 base, as decimal strings. */
  rates: Record<string, string>;
}

export interface ForexProvider {
  readonly kind: 'http' | 'sandbox' | 'none';
  /** Throws when the service cannot be reached or answers something unusable. */
  latest(base: string): Promise<ForexQuote>;
}
