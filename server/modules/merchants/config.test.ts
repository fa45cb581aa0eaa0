import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MERCHANT_FIRST_NAME, defaultMerchant } from '../../../contract/merchants.js';
import { ConfigError } from '../../lib/config-error.js';
import { LOCAL_MERCHANTS, loadMerchantConfig, regionForCurrency } from './config.js';

const load = (mode: 'local' | 'production', env: Record<string, string>) => loadMerchantConfig(env, mode);
const two = [
  { merchant_id: 'eu-1', first_name: 'Baltic', last_name: 'Shop', region: 'EU' },
  { merchant_id: 'au-1', first_name: 'Harbour', last_name: 'Shop', region: 'AU' },
];

describe('merchant configuration', () => {
  it('seeds one merchant per region in local mode, the default selection among them', () => {
    const merchants = load('local', {});
    expect(merchants).toEqual(LOCAL_MERCHANTS);
    expect(merchants.map((m) => m.region).sort()).toEqual(['AU', 'EU']);
    expect(defaultMerchant(merchants)?.first_name).toBe(DEFAULT_MERCHANT_FIRST_NAME);
  });

  it('refuses production without MERCHANTS', () => {
    expect(() => load('production', {})).toThrow(ConfigError);
    expect(() => load('production', {})).toThrow(/MERCHANTS: is required/);
  });

  it('reads MERCHANTS as JSON and MERCHANTS_FILE from a file', () => {
    expect(load('production', { MERCHANTS: JSON.stringify(two) })).toEqual(two);
    const dir = mkdtempSync(join(tmpdir(), 'merchants-'));
    const file = join(dir, 'merchants.json');
    writeFileSync(file, JSON.stringify(two));
    expect(load('production', { MERCHANTS_FILE: file })).toEqual(two);
    expect(() => load('local', { MERCHANTS_FILE: join(dir, 'missing.json') })).toThrow(/MERCHANTS_FILE: cannot read/);
    expect(() => load('local', { MERCHANTS: '[]', MERCHANTS_FILE: file })).toThrow(/not both/);
  });

  it.each([
    ['not json', '{', /not valid JSON/],
    ['not a list', '{}', /JSON list/],
    ['missing region', JSON.stringify([{ ...two[0], region: undefined }, two[1]]), /region must be/],
    ['bad id', JSON.stringify([{ ...two[0], merchant_id: 'a b' }, two[1]]), /merchant_id must be/],
    ['empty first name', JSON.stringify([{ ...two[0], first_name: ' ' }, two[1]]), /first_name is required/],
    ['long name', JSON.stringify([{ ...two[0], last_name: 'x'.repeat(61) }, two[1]]), /longer than 60/],
    ['unknown field', JSON.stringify([{ ...two[0], secret: 'x' }, two[1]]), /unknown field secret/],
    ['duplicate id', JSON.stringify([two[0], { ...two[1], merchant_id: 'eu-1' }]), /appears twice/],
    ['region missing a merchant', JSON.stringify([two[0]]), /exactly one merchant for region AU, got 0/],
    ['two for a region', JSON.stringify([...two, { ...two[1], merchant_id: 'au-2' }]), /region AU, got 2/],
  ])('refuses %s with a line naming the setting', (_name, value, message) => {
    expect(() => load('local', { MERCHANTS: value })).toThrow(ConfigError);
    expect(() => load('local', { MERCHANTS: value })).toThrow(message);
  });

  it('serves EUR customers from the EU merchant and every other market from the AU one', () => {
    expect(regionForCurrency('EUR')).toBe('EU');
    expect(regionForCurrency('AUD')).toBe('AU');
    expect(regionForCurrency('USD')).toBe('AU');
  });
});
