/**
 * Market settings from the environment, read at start (config.ts):
 * - MARKET_INSTRUMENTS: the tradable pairs and their minimum quantities, "BASE/QUOTE:min,..."
 *   (default: every coin against USDT and USDC, plus USDT/USDC);
 * - MARKET_INSTRUMENTS_OFF: pairs listed but switched off, "BASE/QUOTE,...";
 * - MARKET_SPREAD_BPS: full width of bid to ask around the mid price (default 20 = 0.2%);
 * - SWAP_FEE_BPS: fee taken from what a swap delivers, paid to fee revenue (default 10 = 0.1%).
 */
import { COINS, type CoinSymbol, isCoin } from '../../../contract/assets.js';
import type { Instrument } from '../../../contract/exchange.js';
import { decimalsOf, isPositiveDecimal } from '../../../contract/money.js';
import { ConfigError } from '../../lib/config-error.js';
import type { Env } from '../../lib/env.js';
import { intSetting } from '../../lib/settings.js';

interface InstrumentDef {
  id: string;
  base: CoinSymbol;
  quote: CoinSymbol;
  /** In the base coin, decimal string. */
  minQuantity: string;
  active: boolean;
}

interface MarketSettings {
  instruments: InstrumentDef[];
  spreadBps: number;
  feeBps: number;
}

const DEFAULT_MIN: Record<CoinSymbol, string> = {
  BTC: '0.0001',
  ETH: '0.001',
  SOL: '0.01',
  AVAX: '0.05',
  XRP: '1',
  USDT: '1',
  USDC: '1',
};

const DEFAULT_INSTRUMENTS = [
  ...(['BTC', 'ETH', 'SOL', 'AVAX', 'XRP'] as const).flatMap((c) => [
    `${c}/USDT:${DEFAULT_MIN[c]}`,
    `${c}/USDC:${DEFAULT_MIN[c]}`,
  ]),
  `USDT/USDC:${DEFAULT_MIN.USDT}`,
].join(',');

function parsePair(setting: string, text: string): [CoinSymbol, CoinSymbol] {
  const [base, quote] = text.split('/').map((s) => s.trim().toUpperCase());
  if (!isCoin(base) || !isCoin(quote) || base === quote)
    throw new ConfigError(setting, `"${text}" is not a pair of two different coins like BTC/USDT`);
  return [base, quote];
}

export function parseMarketSettings(env: Env): MarketSettings {
  const off = new Set(
    (env.MARKET_INSTRUMENTS_OFF ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((p) => parsePair('MARKET_INSTRUMENTS_OFF', p).join('/')),
  );
  const instruments: InstrumentDef[] = [];
  for (const entry of (env.MARKET_INSTRUMENTS || DEFAULT_INSTRUMENTS).split(',').map((s) => s.trim())) {
    if (!entry) continue;
    const [pair = '', min] = entry.split(':');
    const [base, quote] = parsePair('MARKET_INSTRUMENTS', pair);
    if (!min || !isPositiveDecimal(min) || decimalsOf(min) > COINS[base].scale)
      throw new ConfigError('MARKET_INSTRUMENTS', `minimum of ${pair} must be a positive amount of ${base}`);
    if (instruments.some((i) => (i.base === base && i.quote === quote) || (i.base === quote && i.quote === base)))
      throw new ConfigError('MARKET_INSTRUMENTS', `${pair} is listed twice`);
    instruments.push({ id: `${base}/${quote}`, base, quote, minQuantity: min, active: !off.has(`${base}/${quote}`) });
  }
  return {
    instruments,
    spreadBps: intSetting('MARKET_SPREAD_BPS', env.MARKET_SPREAD_BPS, 20, 0, 2_000),
    feeBps: intSetting('SWAP_FEE_BPS', env.SWAP_FEE_BPS, 10, 0, 2_000),
  };
}

/**
 * The instruments of the coins a customer is offered, as the wire lists them: what get-instruments
 * answers and what a swap's route is found in (contract/swap-route.ts).
 */
export function offeredInstruments(settings: MarketSettings, offered: ReadonlySet<CoinSymbol>): Instrument[] {
  return settings.instruments
    .filter((i) => offered.has(i.base) && offered.has(i.quote))
    .map((i) => ({
      instrument_id: i.id,
      base_currency_id: i.base,
      quote_currency_id: i.quote,
      is_active: i.active ? 'on' : 'off',
      min_quantity: i.minQuantity,
    }));
}

/** The active instrument trading these two coins, in either direction. */
export function findInstrument(settings: MarketSettings, a: CoinSymbol, b: CoinSymbol): InstrumentDef | undefined {
  return settings.instruments.find(
    (i) => i.active && ((i.base === a && i.quote === b) || (i.base === b && i.quote === a)),
  );
}

declare module '../../lib/sections.js' {
  interface OwnSettings {
    market: MarketSettings;
  }
}
