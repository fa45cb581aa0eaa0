/** What each coin held cost and has made (decisions 413 and 430), for the wallet and each coin's screen. */
import { getPortfolio as spec } from '../../../../contract/calls/statements.js';
import type { Portfolio } from '../../../../contract/statements.js';
import { api } from '../../../api/client.js';

export async function getPortfolio(): Promise<Portfolio> {
  const r = await api.call(spec, {});
  return r.data;
}
