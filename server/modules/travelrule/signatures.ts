/**
 * Address-ownership signatures (decision 247): whether `signature` is the address's signature of
 * `message`, by the scheme its chain's wallets sign with:
 * - Bitcoin: BIP-322 (segwit and taproot) and legacy signed messages (BIP-137), with bip322-js,
 *   strictly (a legacy signature must name the address type it is checked against);
 * - Ethereum and Avalanche C-Chain (ETH, AVAX, and USDT/USDC as ERC-20): EIP-191 personal_sign,
 *   with viem;
 * - Solana: ed25519 over the message's UTF-8 bytes, the address being the base58 public key;
 * - XRP Ledger: the account's public key with the signature (ripple-keypairs), the address being
 *   derived from that key.
 * Tron wallets cannot sign a message this way: no scheme. Never throws: anything malformed is false.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { base58, base64, hex } from '@scure/base';
import { Verifier } from 'bip322-js';
import { deriveAddress, verify as verifyXrpl } from 'ripple-keypairs';
import { isAddress, verifyMessage } from 'viem';
import type { ChainId } from '../../../contract/routes.js';
import { PROOF_TEXT_MAX, type SignatureScheme } from '../../../contract/travel-rule.js';

interface OwnershipProof {
  signature: string;
  /** XRP Ledger only: the signing account's public key, hex. */
  publicKey?: string;
}

const SCHEMES: Readonly<Record<ChainId, SignatureScheme | null>> = {
  bitcoin: 'bip322',
  ethereum: 'eip191',
  avalanche: 'eip191',
  solana: 'ed25519',
  xrpl: 'xrpl',
  tron: null,
};

export function signatureSchemeOf(chain: ChainId): SignatureScheme | null {
  return SCHEMES[chain];
}

function decodeEd25519Signature(text: string): Uint8Array | null {
  for (const codec of [base58, base64, hex]) {
    try {
      const bytes = codec.decode(text.startsWith('0x') && codec === hex ? text.slice(2) : text);
      if (bytes.length === 64) return bytes;
    } catch {
      // Not this encoding: the next is tried.
    }
  }
  return null;
}

async function check(scheme: SignatureScheme, address: string, message: string, proof: OwnershipProof) {
  const { signature } = proof;
  switch (scheme) {
    case 'bip322':
      return Verifier.verifySignature(address, message, signature, true);
    case 'eip191':
      if (!isAddress(address, { strict: false }) || !/^0x[0-9a-fA-F]{130}$/.test(signature)) return false;
      return verifyMessage({ address, message, signature: signature as `0x${string}` });
    case 'ed25519': {
      const key = base58.decode(address);
      const sig = decodeEd25519Signature(signature);
      return key.length === 32 && sig !== null && ed25519.verify(sig, new TextEncoder().encode(message), key);
    }
    case 'xrpl': {
      const key = proof.publicKey ?? '';
      if (!/^[0-9a-fA-F]{66}$/.test(key) || !/^[0-9a-fA-F]{2,200}$/.test(signature)) return false;
      if (deriveAddress(key.toUpperCase()) !== address) return false;
      return verifyXrpl(hex.encode(new TextEncoder().encode(message)).toUpperCase(), signature, key.toUpperCase());
    }
  }
}

export async function verifyOwnership(
  scheme: SignatureScheme,
  address: string,
  message: string,
  proof: OwnershipProof,
): Promise<boolean> {
  if (
    typeof proof.signature !== 'string' ||
    proof.signature.length === 0 ||
    proof.signature.length > PROOF_TEXT_MAX ||
    (proof.publicKey !== undefined && (typeof proof.publicKey !== 'string' || proof.publicKey.length > PROOF_TEXT_MAX))
  )
    return false;
  try {
    return (await check(scheme, address, message, proof)) === true;
  } catch {
    return false;
  }
}
