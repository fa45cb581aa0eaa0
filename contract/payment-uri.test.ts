import { describe, expect, it } from 'vitest';
import { depositUri } from './payment-uri.js';
import { PAYMENT_ROUTES } from './routes.js';

const EVM = '0x52908400098527886E0F7030069857D2E4169EE7';
const SOL = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';

describe('deposit QR payloads', () => {
  it("uses each network's URI scheme, and the bare address where there is none", () => {
    expect(depositUri(1, 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(
      'bitcoin:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    );
    expect(depositUri(2, EVM)).toBe(`ethereum:${EVM}@1`);
    expect(depositUri(4, EVM)).toBe(`ethereum:${EVM}@43114`);
    expect(depositUri(3, SOL)).toBe(`solana:${SOL}`);
    expect(depositUri(5, 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh')).toBe('rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh');
    expect(depositUri(7, 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
  });

  it('asks for a token transfer on the token itself (EIP-681, Solana Pay spl-token)', () => {
    expect(depositUri(6, EVM)).toBe(`ethereum:0xdAC17F958D2ee523a2206206994597C13D831ec7@1/transfer?address=${EVM}`);
    expect(depositUri(8, EVM)).toBe(`ethereum:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48@1/transfer?address=${EVM}`);
    expect(depositUri(9, SOL)).toBe(`solana:${SOL}?spl-token=EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v`);
  });

  it('never uses the coin symbol as a scheme, for every route', () => {
    for (const r of PAYMENT_ROUTES) {
      const uri = depositUri(r, 'ADDR');
      expect(uri.startsWith(`${r.currency.toLowerCase()}:`), r.networkName).toBe(false);
      expect(uri.includes('ADDR'), r.networkName).toBe(true);
    }
    expect(depositUri(99, 'ADDR')).toBe('ADDR');
  });
});
