/** Foreign exchange rates from an HTTP rates service. */
export * from './forex.js';
