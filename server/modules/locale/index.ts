export { currentRates } from './rates.js';
export { registerLocaleRoutes } from './routes.js';
