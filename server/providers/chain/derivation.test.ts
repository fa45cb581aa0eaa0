import { ed25519 } from '@noble/curves/ed25519.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import {
  isValidBitcoinAddress,
  isValidEvmAddress,
  isValidSolanaAddress,
  isValidTronAddress,
  isValidXrpAddress,
} from '../../../contract/addresses/index.js';
import { AddressDeriver, derivationPath, slip10Ed25519 } from './derivation.js';

const TEST_MNEMONIC = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

describe('HD derivation against published vectors', () => {
  const d = new AddressDeriver(TEST_MNEMONIC);

  it('BIP-84 (the test vectors of BIP-84 itself)', () => {
    expect(d.address('bitcoin', 0)).toBe('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu');
    expect(d.address('bitcoin', 1)).toBe('bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g');
  });

  it("EVM m/44'/60'/0'/0/0 with EIP-55", () => {
    expect(d.address('evm', 0)).toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94');
  });

  it("Solana m/44'/501'/0'/0' (SLIP-0010)", () => {
    expect(d.address('solana', 0)).toBe('HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk');
  });

  it("XRP classic m/44'/144'/0'/0/i (xrpl.js Wallet.fromMnemonic)", () => {
    expect(d.address('xrpl', 0)).toBe('rHsMGQEkVNJmpGWs8XUBoTBiAAbwxZN5v3');
    expect(d.address('xrpl', 1)).toBe('r3AgF9mMBFtaLhKcg96weMhbbEFLZ3mx17');
  });

  it("Tron m/44'/195'/0'/0/i", () => {
    expect(d.address('tron', 0)).toBe('TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH');
    expect(d.address('tron', 1)).toBe('TSeJkUh4Qv67VNFwY8LaAxERygNdy6NQZK');
  });

  it('SLIP-0010 test vector 1 for ed25519', () => {
    const seed = hexToBytes('000102030405060708090a0b0c0d0e0f');
    const cases: [number[], string, string, string][] = [
      [
        [],
        '2b4be7f19ee27bbf30c667b642d5f4aa69fd169872f8fc3059c08ebae2eb19e7',
        '90046a93de5380a72b5e45010748567d5ea02bbf6522f979e05c0d8d8ca9fffb',
        'a4b2856bfec510abab89753fac1ac0e1112364e7d250545963f135f2a33188ed',
      ],
      [
        [0],
        '68e0fe46dfb67e368c75379acec591dad19df3cde26e63b93a8e704f1dade7a3',
        '8b59aa11380b624e81507a27fedda59fea6d0b779a778918a2fd3590e16e9c69',
        '8c8a13df77a28f3445213a0f432fde644acaa215fc72dcdf300d5efaa85d350c',
      ],
      [
        [0, 1],
        'b1d0bad404bf35da785a64ca1ac54b2617211d2777696fbffaf208f746ae84f2',
        'a320425f77d1b5c2505a6b1b27382b37368ee640e3557c315416801243552f14',
        '1932a5270f335bed617d5b935c80aedb1a35bd9fc1e31acafd5372c30f5c1187',
      ],
    ];
    for (const [path, key, chainCode, pub] of cases) {
      const node = slip10Ed25519(seed, path);
      expect(bytesToHex(node.key)).toBe(key);
      expect(bytesToHex(node.chainCode)).toBe(chainCode);
      expect(bytesToHex(ed25519.getPublicKey(node.key))).toBe(pub);
    }
  });

  it('gives distinct, valid addresses per index and the same address for the same index', () => {
    const validators = {
      bitcoin: isValidBitcoinAddress,
      evm: isValidEvmAddress,
      solana: isValidSolanaAddress,
      xrpl: isValidXrpAddress,
      tron: isValidTronAddress,
    } as const;
    for (const scheme of Object.keys(validators) as (keyof typeof validators)[]) {
      const seen = new Set<string>();
      for (let i = 0; i < 5; i++) {
        const a = d.address(scheme, i);
        expect(validators[scheme](a), a).toBe(true);
        expect(new AddressDeriver(TEST_MNEMONIC).address(scheme, i)).toBe(a);
        seen.add(a);
      }
      expect(seen.size).toBe(5);
    }
    expect(derivationPath('solana', 7)).toBe("m/44'/501'/7'/0'");
    expect(derivationPath('bitcoin', 7)).toBe("m/84'/0'/0'/0/7");
  });

  it('refuses indices outside the non-hardened range', () => {
    expect(() => d.address('evm', -1)).toThrow();
    expect(() => d.address('evm', 2 ** 31)).toThrow();
  });
});
