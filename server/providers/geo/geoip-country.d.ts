declare module 'geoip-country' {
  interface GeoipCountry {
    country: string;
    name: string;
    continent: string;
    currency: string[];
    capital: string;
  }
  const geoip: { lookup(ip: string | number): GeoipCountry | null };
  export default geoip;
}
