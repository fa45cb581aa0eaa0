import { describe, expect, it } from 'vitest';
import { PAYMENT_ROUTES } from '../routes.js';
import {
  decodeSegwitAddress,
  decodeXAddress,
  isValidAddressForRoute,
  isValidBitcoinAddress,
  isValidEvmAddress,
  isValidSolanaAddress,
  isValidTronAddress,
  isValidXrpAddress,
  toChecksumAddress,
} from './index.js';

const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const XRP58 = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz';
const HEX = '0123456789abcdef';

/** Every address that differs from `address` in exactly one character (after `keep` characters). */
function oneCharMutations(address: string, alphabet: string, keep: number): string[] {
  const out: string[] = [];
  for (let i = keep; i < address.length; i++) {
    const original = address.charAt(i);
    const lowerAlphabet = alphabet === BECH32 || alphabet === HEX;
    const isUpper = original !== original.toLowerCase();
    for (const c of alphabet) {
      const candidate = lowerAlphabet && isUpper ? c.toUpperCase() : c;
      if (candidate === original || (lowerAlphabet && c === original.toLowerCase())) continue;
      out.push(address.slice(0, i) + candidate + address.slice(i + 1));
    }
  }
  return out;
}

describe('Bitcoin (BIP-173, BIP-350, base58check)', () => {
  // BIP-350 "valid addresses" (mainnet and test network): all decode.
  const bip350Valid = [
    'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
    'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
    'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y',
    'BC1SW50QGDZ25J',
    'bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs',
    'tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy',
    'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
  ];
  // BIP-173 and BIP-350 "invalid addresses".
  const bipInvalid = [
    'tc1qw508d6qejxtdg4y5r3zarvary0c5xw7kg3g4ty',
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5',
    'BC13W508D6QEJXTDG4Y5R3ZARVARY0C5XW7KN40WF2',
    'bc1rw5uspcuh',
    'bc10w508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kw5rljs90',
    'BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P',
    'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sL5k7',
    'bc1zw508d6qejxtdg4y5r3zarvaryvqyzf3du',
    'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3pjxtptv',
    'bc1gmk9yu',
    'tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut',
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd',
    'tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf',
    'BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL',
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh',
    'tb1q0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq24jc47',
    'bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4',
    'BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R',
    'bc1pw5dgrnzv',
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav',
    'tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq',
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf',
    'tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j',
  ];

  it('decodes every valid BIP-350 vector and refuses every invalid BIP-173/350 vector', () => {
    for (const a of bip350Valid) expect(decodeSegwitAddress(a), a).not.toBeNull();
    for (const a of bipInvalid) expect(decodeSegwitAddress(a), a).toBeNull();
    expect(decodeSegwitAddress('BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4')).toMatchObject({ hrp: 'bc', version: 0 });
    expect(decodeSegwitAddress('bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs')?.program.length).toBe(16);
  });

  const mainnet = [
    'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', // P2WPKH (BIP-173)
    'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3', // P2WSH (BIP-173)
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', // P2TR (BIP-350)
    'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu', // BIP-84 test vector
    '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', // P2PKH
    '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', // P2SH
    '1LqBGSKuX5yYUonjxT5qGfpUsXKYYWeabA', // BIP-44 m/44'/0'/0'/0/0 of the test mnemonic
  ];

  it('accepts mainnet P2WPKH, P2WSH, P2TR, P2PKH and P2SH', () => {
    for (const a of mainnet) expect(isValidBitcoinAddress(a), a).toBe(true);
  });

  it('refuses test-network addresses, future witness versions and the invalid vectors', () => {
    for (const a of [
      'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
      'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn',
      'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y',
      'BC1SW50QGDZ25J',
      'bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs',
      ...bipInvalid,
      '',
      '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
    ])
      expect(isValidBitcoinAddress(a), a).toBe(false);
  });

  it('refuses every one-character change of a valid address', () => {
    for (const a of mainnet) {
      const bech = a.toLowerCase().startsWith('bc1');
      const mutations = oneCharMutations(a, bech ? BECH32 : BASE58, bech ? 3 : 1);
      expect(mutations.length).toBeGreaterThan(100);
      for (const m of mutations) expect(isValidBitcoinAddress(m), m).toBe(false);
    }
  });
});

describe('EVM (EIP-55)', () => {
  // The examples of EIP-55 itself, and the BIP-44 address of the test mnemonic.
  const checksummed = [
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
  ];

  it('computes and accepts the EIP-55 checksum', () => {
    for (const a of checksummed) {
      expect(toChecksumAddress(a.toLowerCase())).toBe(a);
      expect(isValidEvmAddress(a)).toBe(true);
    }
  });

  it('accepts all-lowercase (no checksum) and refuses malformed text', () => {
    expect(isValidEvmAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(true);
    for (const a of ['5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe', '0xZZ'])
      expect(isValidEvmAddress(a)).toBe(false);
  });

  it('refuses every one-character change (digit or case) of a checksummed address', () => {
    for (const a of checksummed) {
      const mutations = oneCharMutations(a, HEX, 2);
      for (let i = 2; i < a.length; i++) {
        const c = a.charAt(i);
        const flipped = c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase();
        if (flipped !== c) mutations.push(a.slice(0, i) + flipped + a.slice(i + 1));
      }
      for (const m of mutations) expect(isValidEvmAddress(m), m).toBe(false);
    }
  });
});

describe('Solana', () => {
  it('accepts base58 of exactly 32 bytes', () => {
    expect(isValidSolanaAddress('HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk')).toBe(true);
    expect(isValidSolanaAddress('11111111111111111111111111111111')).toBe(true); // the system program
    expect(isValidSolanaAddress('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')).toBe(true); // USDC mint
  });

  it('refuses other lengths, characters outside the alphabet and other chains', () => {
    for (const a of [
      'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3D',
      'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqkk',
      'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpq0',
      'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqI',
      '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
      'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH',
      '',
    ])
      expect(isValidSolanaAddress(a), a).toBe(false);
  });
});

describe('XRP Ledger (classic and X-address)', () => {
  const classic = [
    'rHsMGQEkVNJmpGWs8XUBoTBiAAbwxZN5v3',
    'r3AgF9mMBFtaLhKcg96weMhbbEFLZ3mx17',
    'rGWrZyQqhTp9Xu7G5Pkayo7bXjH4k4QYpf',
    'r9cZA1mLK5R5Am25ArfXFmqgNwjZgnfk59',
  ];
  const xAddresses: [string, string, number | null][] = [
    ['X7AcgcsBL6XDcUb289X4mJ8djcdyKaB5hJDWMArnXr61cqZ', 'r9cZA1mLK5R5Am25ArfXFmqgNwjZgnfk59', null],
    ['X7AcgcsBL6XDcUb289X4mJ8djcdyKaGZMhc9YTE92ehJ2Fu', 'r9cZA1mLK5R5Am25ArfXFmqgNwjZgnfk59', 1],
    ['XVLhHMPHU98es4dbozjVtdWzVrDjtV18pX8yuPT7y4xaEHi', 'rGWrZyQqhTp9Xu7G5Pkayo7bXjH4k4QYpf', 4294967295],
    ['XVLhHMPHU98es4dbozjVtdWzVrDjtV8AqEL4xcZj5whKbmc', 'rGWrZyQqhTp9Xu7G5Pkayo7bXjH4k4QYpf', 0],
  ];

  it('accepts classic addresses and decodes the XLS-5d X-address vectors', () => {
    for (const a of classic) expect(isValidXrpAddress(a), a).toBe(true);
    for (const [x, r, tag] of xAddresses) {
      expect(decodeXAddress(x)).toEqual({ classicAddress: r, tag });
      expect(isValidXrpAddress(x)).toBe(true);
    }
  });

  it('refuses test-network X-addresses and other formats', () => {
    expect(isValidXrpAddress('T719a5UwUCnEs54UsxG9CJYYDhwmFCqkr7wxCcNcfZ6p5GZ')).toBe(false);
    expect(isValidXrpAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe(false);
    expect(isValidXrpAddress('')).toBe(false);
  });

  it('refuses every one-character change', () => {
    for (const a of [...classic, ...xAddresses.map((x) => x[0])])
      for (const m of oneCharMutations(a, XRP58, 1)) expect(isValidXrpAddress(m), m).toBe(false);
  });
});

describe('Tron', () => {
  const valid = [
    'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH',
    'TSeJkUh4Qv67VNFwY8LaAxERygNdy6NQZK',
    'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  ];

  it('accepts base58check addresses with the 0x41 prefix', () => {
    for (const a of valid) expect(isValidTronAddress(a), a).toBe(true);
    expect(isValidTronAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe(false);
  });

  it('refuses every one-character change', () => {
    for (const a of valid) for (const m of oneCharMutations(a, BASE58, 1)) expect(isValidTronAddress(m), m).toBe(false);
  });
});

describe('validator per route', () => {
  it('checks each route against its chain format', () => {
    const sample: Record<string, string> = {
      bitcoin: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
      ethereum: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
      avalanche: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
      solana: 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk',
      xrpl: 'rHsMGQEkVNJmpGWs8XUBoTBiAAbwxZN5v3',
      tron: 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH',
    };
    for (const route of PAYMENT_ROUTES) {
      for (const [chain, address] of Object.entries(sample)) {
        const sameFormat =
          chain === route.chain ||
          (['ethereum', 'avalanche'].includes(chain) && ['ethereum', 'avalanche'].includes(route.chain));
        expect(isValidAddressForRoute(route, address), `${route.id} ${address}`).toBe(sameFormat);
      }
    }
  });
});
