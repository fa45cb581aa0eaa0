/** Where a caller is: country, region and currency from the address (a local GeoLite2 database). */
export * from './geoip.js';
