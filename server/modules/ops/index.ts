/** Operating the service: /metrics for Prometheus, behind METRICS_TOKEN (decision 238). */
import { defineModule } from '../descriptor.js';
import { registerMetrics } from './metrics.js';
import { parseOpsSettings } from './settings.js';

export const opsModule = defineModule({
  name: 'ops',
  needs: ['db', 'clock', 'config', 'outage', 'jobs', 'log'],
  settings: (env) => ({ ops: parseOpsSettings(env) }),
  publicRoutes: (app, deps) => registerMetrics(app, deps),
});
