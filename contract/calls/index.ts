/**
 * The call table: every product call of the API, by name. `CALLS.login.path` is the only place a
 * path is written; the server registers a handler for each entry and the clients call through it.
 */

import * as accounts from './accounts.js';
import * as addressbook from './addressbook.js';
import * as admin from './admin.js';
import * as alerts from './alerts.js';
import * as approvals from './approvals.js';
import * as audit from './audit.js';
import * as bank from './bank.js';
import * as cases from './cases.js';
import type { CallSpec } from './define.js';
import * as depositCosts from './deposit-costs.js';
import * as depositOrigin from './deposit-origin.js';
import * as desk from './desk.js';
import * as exchange from './exchange.js';
import * as kyc from './kyc.js';
import * as market from './market.js';
import * as orders from './orders.js';
import * as passkeys from './passkeys.js';
import * as payments from './payments.js';
import * as profile from './profile.js';
import * as recurring from './recurring.js';
import * as reports from './reports.js';
import * as sessionToken from './session-token.js';
import * as sessions from './sessions.js';
import * as staff from './staff.js';
import * as statements from './statements.js';
import * as support from './support.js';
import * as travelrule from './travelrule.js';

export const CALLS = {
  ...accounts,
  ...sessions,
  ...sessionToken,
  ...addressbook,
  ...profile,
  ...passkeys,
  ...kyc,
  ...exchange,
  ...market,
  ...orders,
  ...payments,
  ...recurring,
  ...alerts,
  ...statements,
  ...depositCosts,
  ...support,
  ...travelrule,
  ...admin,
  ...staff,
  ...audit,
  ...desk,
  ...approvals,
  ...bank,
  ...cases,
  ...depositOrigin,
  ...reports,
};

const byPath: ReadonlyMap<string, CallSpec> = new Map(Object.values(CALLS).map((c) => [c.path, c]));

/** The call at `path`, for clients that are handed a path (the tests' raw walks). */
export function callAt(path: string): CallSpec | undefined {
  return byPath.get(path);
}
