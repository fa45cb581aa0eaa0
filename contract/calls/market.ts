/** Market data beyond the specification's calls: the price history of the asset screen (decision 149). */
import { type GenericSchema, picklist } from 'valibot';
import { type CoinSymbol, isCoin } from '../assets.js';
import { PRICE_RANGES, type PriceHistoryAnswer } from '../price-history.js';
import { priceHistoryAnswer } from './answer-schemas.js';
import { defineSpec } from './define.js';
import { payload, required } from './fields.js';

export const getPriceHistory = defineSpec<PriceHistoryAnswer>()({
  path: '/exchange/get-price-history',
  answerSchema: priceHistoryAnswer,
  readOnly: true,
  access: 'user',
  payload: payload({
    currency_id: required((v): v is CoinSymbol => isCoin(v), 'Unknown currency') as GenericSchema<string, CoinSymbol>,
    range: picklist(PRICE_RANGES, 'Choose 24h, 7d or 30d'),
  }),
});
