/**
 * The exit gate (decision 347): one rule, asked by every path at the moment money leaves, whether a
 * customer's coins or cash may go (a freeze, an open sanctions case, a withdrawal pause stop them).
 */
import { defineModule } from '../descriptor.js';

export { assertExitOpen, exitVerdict, exitVerdicts, loadStandings, stoppedCustomer } from './facts.js';

export const exitsModule = defineModule({
  name: 'exits',
  needs: [],
});
