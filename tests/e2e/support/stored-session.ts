/**
 * The session as the app keeps it in localStorage under 'auth-storage' after an Australian customer
 * signs in through the form: tests, benchmarks and the Lighthouse run start signed in with it.
 */
export function storedSession(session: { token: string; refreshToken: string; user: unknown }) {
  return {
    token: session.token,
    refreshToken: session.refreshToken,
    user: session.user,
    country: 'AU',
    countryName: 'Australia',
    continentCode: 'OC',
    currencyName: 'AUD',
    timeZone: 'Australia/Sydney',
    isAuthenticated: true,
  };
}
