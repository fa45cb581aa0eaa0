import { describe, expect, it } from 'vitest';
import { screeningService } from './chainalysis.js';
import { fakeScreeningService } from './chainalysis-fake.js';
import { localScreening } from './local-list.js';
import { ScreeningUnavailable } from './port.js';
import { parseScreeningSettings } from './settings.js';

describe('the local OFAC SDN list', () => {
  const list = localScreening();

  it('finds listed addresses on each chain, Ethereum-format and bech32 ones in any letter case', async () => {
    expect((await list.screen('ethereum', '0x098B716B8Aaf21512996dC57EB0615e2383E2f96')).hit).toBe(true);
    expect((await list.screen('avalanche', '0x098b716b8aaf21512996dc57eb0615e2383e2f96')).hit).toBe(true);
    expect((await list.screen('bitcoin', 'BC1QSXF77CVWCD6JV6J8D8J3UHH4G0XQW4MESWMWUC')).hit).toBe(true);
    expect((await list.screen('bitcoin', '12HQDsicffSBaYdJ6BhnE22sfjTESmmzKx'.replace('12HQ', '12YC'))).hit).toBe(
      false,
    );
    expect((await list.screen('solana', '42RLPACwZPx3vYYmxSueqsogfynBDqXK298EDsNoyoHi')).hit).toBe(true);
    expect((await list.screen('xrpl', 'rnXyVQzgxZe7TR1EPzTkGj2jxH4LMJYh66')).hit).toBe(true);
    // The same account as an X-address, without and with a destination tag.
    expect((await list.screen('xrpl', 'X75KjMo4pw9UQ9H7hbpCZUDfskq2PL3MEZS3AoCF1J86KTL')).hit).toBe(true);
    expect((await list.screen('xrpl', ' X75KjMo4pw9UQ9H7hbpCZUDfskq2PLDUYKF83KutAsukMKu ')).hit).toBe(true);
    expect((await list.screen('tron', 'TBHTJqAy4DhHhmT3dNceJYNRz4SdLofLre')).hit).toBe(true);
  });

  it('does not find an address that is not listed, nor a base58 one in another case', async () => {
    expect((await list.screen('ethereum', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).hit).toBe(false);
    expect((await list.screen('tron', 'tbhtjqay4dhhmt3dncejynrz4sdlofre')).hit).toBe(false);
    // An Ethereum address asked on Solana is another chain's: not found.
    expect((await list.screen('solana', '0x098B716B8Aaf21512996dC57EB0615e2383E2f96')).hit).toBe(false);
  });
});

describe('the screening service client', () => {
  it('reports a hit with the names the service gives, and a clear address as clear', async () => {
    const fake = fakeScreeningService();
    fake.listed.set('0xabc', 'SANCTIONS: OFAC SDN Example');
    const service = screeningService({ url: fake.url, apiKey: fake.apiKey, timeoutMs: 1000 }, fake.fetch);
    expect(await service.screen('ethereum', '0xabc')).toEqual({
      hit: true,
      source: 'screening.test',
      names: ['SANCTIONS: OFAC SDN Example'],
    });
    expect((await service.screen('ethereum', '0xdef')).hit).toBe(false);
    expect(fake.asked).toEqual(['0xabc', '0xdef']);
  });

  it('throws ScreeningUnavailable when the service fails, refuses the key or does not answer', async () => {
    const fake = fakeScreeningService();
    const service = screeningService({ url: fake.url, apiKey: fake.apiKey, timeoutMs: 50 }, fake.fetch);
    fake.failWith = 503;
    await expect(service.screen('bitcoin', 'x')).rejects.toBeInstanceOf(ScreeningUnavailable);
    fake.failWith = 'hang';
    await expect(service.screen('bitcoin', 'x')).rejects.toBeInstanceOf(ScreeningUnavailable);
    fake.failWith = null;
    const wrongKey = screeningService({ url: fake.url, apiKey: 'other', timeoutMs: 1000 }, fake.fetch);
    await expect(wrongKey.screen('bitcoin', 'x')).rejects.toBeInstanceOf(ScreeningUnavailable);
  });
});

describe('screening settings', () => {
  it('uses the local list only in local mode', () => {
    expect(parseScreeningSettings({}, 'local')).toEqual({ kind: 'local' });
    expect(() => parseScreeningSettings({}, 'production')).toThrow(/SCREENING_API_KEY/);
    expect(parseScreeningSettings({ SCREENING_API_KEY: 'k' }, 'production')).toMatchObject({
      kind: 'service',
      url: 'https://public.chainalysis.com/api/v1/address/',
      timeoutMs: 5000,
    });
    expect(() => parseScreeningSettings({ SCREENING_API_KEY: 'k', SCREENING_URL: 'http://x/' }, 'production')).toThrow(
      /https/,
    );
    expect(() => parseScreeningSettings({ SCREENING_API_KEY: 'k', SCREENING_URL: 'nope' }, 'local')).toThrow(/URL/);
  });
});
