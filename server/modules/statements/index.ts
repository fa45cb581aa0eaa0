/** The customer's own history export and yearly statement (decisions 139 and 140). */
import { defineModule } from '../descriptor.js';
import { statementCalls } from './calls.js';

export const statementsModule = defineModule({ name: 'statements', needs: [], calls: statementCalls });
