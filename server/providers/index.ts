/**
 * Adapters to the outside world. Each is an interface with a real implementation and a local one
 * (APP_MODE=local); the choice is made here, once.
 */
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import type { Logger } from '../log.js';
import { type ChainProvider, createChainProvider } from './chain.js';
import { type ForexProvider, httpForex, noForex } from './forex.js';
import type { CardGateway } from './gateway.js';
import { createCardGateway } from './gateway-setup.js';
import type { KycProvider } from './kyc.js';
import { createKycProvider } from './kyc-setup.js';
import { type MailProvider, outboxMail, smtpMail } from './mail.js';
import type { PriceSource } from './prices.js';
import { createPriceSource } from './prices-setup.js';

export interface Providers {
  mail: MailProvider;
  forex: ForexProvider;
  kyc: KycProvider;
  prices: PriceSource;
  chain: ChainProvider;
  gateway: CardGateway;
}

export function createProviders(config: Config, db: Database, _log: Logger, clock: Clock): Providers {
  return {
    mail: config.smtpUrl ? smtpMail(config.smtpUrl, config.mailFrom) : outboxMail(db, clock),
    forex: config.ratesUrl ? httpForex(config.ratesUrl) : noForex(),
    kyc: createKycProvider(config, db, clock),
    prices: createPriceSource(config, _log, clock),
    chain: createChainProvider(config, _log, clock),
    gateway: createCardGateway(config, db, clock),
  };
}
