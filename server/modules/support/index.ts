/** Help: the support contact and the contact form (decision 186). */
export { supportCalls } from './calls.js';
export { parseSupportSettings, type SupportSettings } from './settings.js';
