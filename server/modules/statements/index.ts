/** The customer's own history export and yearly statement (decisions 139 and 140). */
export { statementCalls } from './calls.js';
