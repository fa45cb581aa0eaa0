/**
 * Approximate mid-market rates per 1 USD: the last resort when no rates service has ever answered
 * (dated, so screens say they are out of date), and the centre the local sandbox walks around.
 * Good enough to show a price in a local currency.
 */
export const REFERENCE_RATES = {
  fetchedAt: '2025-10-01T00:00:00.000Z',
  rates: {
    USD: '1',
    EUR: '0.852',
    AUD: '1.515',
    GBP: '0.743',
    CAD: '1.392',
    JPY: '147.9',
    CHF: '0.796',
    NZD: '1.72',
    SGD: '1.29',
  } as Record<string, string>,
};
