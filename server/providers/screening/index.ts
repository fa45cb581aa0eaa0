/** Sanctions screening: the port, the screening service client, the local OFAC SDN list, and the settings. */
import { defineProvider } from '../descriptor.js';
import { screeningService } from './chainalysis.js';
import { localScreening } from './local-list.js';
import { parseScreeningSettings } from './settings.js';

export { screeningService } from './chainalysis.js';
export { fakeScreeningService } from './chainalysis-fake.js';
export * from './port.js';

export const screeningProvider = defineProvider({
  name: 'screening',
  settings: parseScreeningSettings,
  create: (settings) => (settings.kind === 'local' ? localScreening() : screeningService(settings)),
});
