/**
 * Transaction monitoring (decision 253): rules that flag patterns of money laundering or a taken-over
 * account, run as transfers happen and nightly; findings are stored for compliance to review.
 */
import { defineModule } from '../descriptor.js';
import { DAY_MS } from './facts.js';
import { nightlyScan, untilNight } from './scan.js';
import { parseMonitoringSettings } from './settings.js';

export { monitoringIdle, watchTransfer } from './scan.js';

export const monitoringModule = defineModule({
  name: 'monitoring',
  needs: ['db', 'clock', 'log', 'config'],
  settings: (env) => ({ monitoring: parseMonitoringSettings(env) }),
  jobs: (deps, jobs) => {
    jobs.add({
      name: 'monitoring',
      everyMs: DAY_MS,
      firstAfterMs: untilNight(deps.clock.now()),
      run: () => nightlyScan(deps),
    });
    return undefined;
  },
});
