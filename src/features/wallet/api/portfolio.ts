/** What each coin held cost and has made (decisions 413 and 430), and the portfolio's value over time (462), for the wallet and each coin's screen. */
import { getPortfolioHistory as historySpec, getPortfolio as spec } from '../../../../contract/calls/statements.js';
import type { PortfolioHistory, PortfolioRange } from '../../../../contract/portfolio-history.js';
import type { Portfolio } from '../../../../contract/statements.js';
import { api } from '../../../api/client.js';

export async function getPortfolio(): Promise<Portfolio> {
  const r = await api.call(spec, {});
  return r.data;
}

export async function getPortfolioHistory(range: PortfolioRange): Promise<PortfolioHistory> {
  const r = await api.call(historySpec, { range });
  return r.data;
}
