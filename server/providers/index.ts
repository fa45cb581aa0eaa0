/**
 * Adapters to the outside world. Each is an interface with a real implementation and a local one
 * (APP_MODE=local); the choice is made here, once.
 */
import type { Hono } from 'hono';
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import type { AppDeps } from '../deps.js';
import type { Logger } from '../log.js';
import {
  type ChainProvider,
  type ChainSandboxWallet,
  createChainProvider,
  registerChainSandbox,
} from './chain/index.js';
import { createForex, type ForexProvider } from './forex/index.js';
import { type CardGateway, createCardGateway, registerPaySandbox } from './gateway/index.js';
import { createKycProvider, type KycProvider, registerKycSandbox } from './kyc/index.js';
import { type MailProvider, outboxMail, registerMailSandbox, smtpMail } from './mail/index.js';
import { createPriceSource, type MarketSandboxHook, type PriceSource, registerMarketSandbox } from './prices/index.js';

export interface Providers {
  mail: MailProvider;
  forex: ForexProvider;
  kyc: KycProvider;
  prices: PriceSource;
  chain: ChainProvider;
  gateway: CardGateway;
}

export function createProviders(config: Config, db: Database, log: Logger, clock: Clock): Providers {
  return {
    mail: config.smtpUrl ? smtpMail(config.smtpUrl, config.mailFrom) : outboxMail(db, clock),
    forex: createForex(config.providers.forex, clock),
    kyc: createKycProvider(config.providers.kyc, db, clock),
    prices: createPriceSource(config.providers.prices, log, clock),
    chain: createChainProvider(config.providers.chain, log, clock),
    gateway: createCardGateway(config.providers.gateway, db, clock),
  };
}

/** Registered only when APP_MODE=local: the third parties' local stand-ins and their pages. */
export function registerSandboxRoutes(
  app: Hono,
  deps: AppDeps,
  hooks: { wallet: ChainSandboxWallet; market: MarketSandboxHook },
): void {
  registerMailSandbox(app, deps);
  registerKycSandbox(app, deps);
  registerPaySandbox(app, deps);
  registerChainSandbox(app, deps, hooks.wallet);
  registerMarketSandbox(app, deps, hooks.market);
}
