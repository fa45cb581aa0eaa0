/** Locale: where the caller is and the currency rates, as public GET routes. */
import { defineModule } from '../descriptor.js';
import { registerLocaleRoutes } from './routes.js';

export { currentRates } from './rates.js';

export const localeModule = defineModule({
  name: 'locale',
  needs: ['config', 'providers', 'db', 'clock', 'log'],
  publicRoutes: registerLocaleRoutes,
});
