/** Help: the support contact and the contact form (decision 186). */
import { defineModule } from '../descriptor.js';
import { supportCalls } from './calls.js';
import { parseSupportSettings } from './settings.js';

export const supportModule = defineModule({
  name: 'support',
  needs: [],
  settings: (env) => ({ support: parseSupportSettings(env) }),
  calls: supportCalls,
});
