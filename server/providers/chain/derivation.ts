/**
 * Deposit addresses derived from the master seed (a BIP-39 mnemonic), one derivation space per
 * address family. Paths are the ones wallets use, so the keys can be recovered with any standard
 * tool from the mnemonic and the index recorded for each address:
 *
 *   bitcoin  BIP-84  m/84'/0'/0'/0/i     P2WPKH, bech32 'bc1q...'
 *   evm      BIP-44  m/44'/60'/0'/0/i    EIP-55 (Ethereum, Avalanche C-Chain, ERC-20)
 *   solana   SLIP-10 m/44'/501'/i'/0'    ed25519, base58 (SOL, SPL tokens)
 *   xrpl     BIP-44  m/44'/144'/0'/0/i   classic address
 *   tron     BIP-44  m/44'/195'/0'/0/i   base58check 'T...'
 *
 * The secp256k1 families derive from the account-level public key only, so generating an
 * address never touches a private key; ed25519 has no public derivation (SLIP-0010).
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { hmac } from '@noble/hashes/hmac.js';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256, sha512 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import {
  encodeSegwitAddress,
  encodeSolanaAddress,
  encodeTronAddress,
  encodeXrpClassicAddress,
  toChecksumAddress,
} from '../../../contract/addresses/index.js';
import type { ChainId } from '../../../contract/routes.js';

type DerivationScheme = 'bitcoin' | 'evm' | 'solana' | 'xrpl' | 'tron';

/** Routes on chains that share an address format share one derivation space (unique addresses). */
export function schemeForChain(chain: ChainId): DerivationScheme {
  if (chain === 'ethereum' || chain === 'avalanche') return 'evm';
  return chain;
}

const ACCOUNT_PATHS: Record<Exclude<DerivationScheme, 'solana'>, string> = {
  bitcoin: "m/84'/0'/0'/0",
  evm: "m/44'/60'/0'/0",
  xrpl: "m/44'/144'/0'/0",
  tron: "m/44'/195'/0'/0",
};

export function derivationPath(scheme: DerivationScheme, index: number): string {
  return scheme === 'solana' ? `m/44'/501'/${index}'/0'` : `${ACCOUNT_PATHS[scheme]}/${index}`;
}

const MAX_INDEX = 0x7fffffff;
const HARDENED = 0x80000000;

/** SLIP-0010 ed25519 private key for an all-hardened path (indices given without the flag). */
export function slip10Ed25519(seed: Uint8Array, path: number[]): { key: Uint8Array; chainCode: Uint8Array } {
  let I = hmac(sha512, utf8ToBytes('ed25519 seed'), seed);
  let key = I.slice(0, 32);
  let chainCode = I.slice(32);
  for (const index of path) {
    const data = new Uint8Array(37);
    data.set(key, 1);
    new DataView(data.buffer).setUint32(33, (index | HARDENED) >>> 0, false);
    I = hmac(sha512, chainCode, data);
    key = I.slice(0, 32);
    chainCode = I.slice(32);
  }
  return { key, chainCode };
}

function hash160(data: Uint8Array): Uint8Array {
  return ripemd160(sha256(data));
}

function keccakAccountId(compressedPublicKey: Uint8Array): Uint8Array {
  const uncompressed = secp256k1.Point.fromBytes(compressedPublicKey).toBytes(false);
  return keccak_256(uncompressed.subarray(1)).subarray(12);
}

/** Derives addresses for one master seed; caches the seed and account-level public keys. */
export class AddressDeriver {
  private readonly seed: Uint8Array;
  private readonly accounts = new Map<string, HDKey>();

  constructor(mnemonic: string) {
    this.seed = mnemonicToSeedSync(mnemonic.trim().split(/\s+/).join(' '));
  }

  private account(scheme: Exclude<DerivationScheme, 'solana'>): HDKey {
    let node = this.accounts.get(scheme);
    if (!node) {
      const priv = HDKey.fromMasterSeed(this.seed).derive(ACCOUNT_PATHS[scheme]);
      node = HDKey.fromExtendedKey(priv.publicExtendedKey);
      priv.wipePrivateData();
      this.accounts.set(scheme, node);
    }
    return node;
  }

  address(scheme: DerivationScheme, index: number): string {
    if (!Number.isInteger(index) || index < 0 || index > MAX_INDEX) throw new Error(`bad derivation index ${index}`);
    if (scheme === 'solana') {
      const { key } = slip10Ed25519(this.seed, [44, 501, index, 0]);
      return encodeSolanaAddress(ed25519.getPublicKey(key));
    }
    const publicKey = this.account(scheme).deriveChild(index).publicKey;
    if (!publicKey) throw new Error('derivation gave no public key');
    switch (scheme) {
      case 'bitcoin':
        return encodeSegwitAddress('bc', 0, hash160(publicKey));
      case 'evm':
        return toChecksumAddress(bytesToHex(keccakAccountId(publicKey)));
      case 'xrpl':
        return encodeXrpClassicAddress(hash160(publicKey));
      case 'tron':
        return encodeTronAddress(keccakAccountId(publicKey));
    }
  }
}

const derivers = new Map<string, AddressDeriver>();

/** The deriver for a mnemonic, built once per process (seed stretching costs a few ms). */
export function addressDeriver(mnemonic: string): AddressDeriver {
  const key = bytesToHex(sha256(utf8ToBytes(mnemonic)));
  let d = derivers.get(key);
  if (!d) {
    d = new AddressDeriver(mnemonic);
    derivers.set(key, d);
  }
  return d;
}
