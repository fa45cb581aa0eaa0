import { ed25519 } from '@noble/curves/ed25519.js';
import { base58, hex } from '@scure/base';
import { Signer } from 'bip322-js';
import { deriveAddress, deriveKeypair, sign as signXrpl } from 'ripple-keypairs';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { signatureSchemeOf, verifyOwnership } from './signatures.js';

describe('BIP-322 and legacy Bitcoin messages', () => {
  // The test vectors of BIP-322 itself (private key L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK3XonS7kG).
  const address = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l';
  const helloWorld =
    'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=';
  const empty =
    'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=';

  it('accepts the BIP-322 vectors and refuses them for another message or address', async () => {
    expect(await verifyOwnership('bip322', address, 'Hello World', { signature: helloWorld })).toBe(true);
    expect(await verifyOwnership('bip322', address, '', { signature: empty })).toBe(true);
    expect(await verifyOwnership('bip322', address, 'Hello World', { signature: empty })).toBe(false);
    expect(
      await verifyOwnership('bip322', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'Hello World', {
        signature: helloWorld,
      }),
    ).toBe(false);
  });

  it('accepts a legacy signed message from a P2PKH address', async () => {
    // The private key 1 (a well-known key: never fund it).
    const wif = 'KwDiBf89QgGbjEhKnhXJuH7LrciVrZi3qYjgd9M7rFU73sVHnoWn';
    const legacy = '1BgGZ9tcN4rm9KBzDn7KprQz87SZ26SAMH';
    const signature = Signer.sign(wif, legacy, 'CoinVault challenge');
    expect(await verifyOwnership('bip322', legacy, 'CoinVault challenge', { signature })).toBe(true);
    expect(await verifyOwnership('bip322', legacy, 'CoinVault challenge!', { signature })).toBe(false);
  });

  it('refuses malformed signatures without throwing', async () => {
    for (const signature of ['', 'not base64', 'A'.repeat(5000), '////'])
      expect(await verifyOwnership('bip322', address, 'Hello World', { signature })).toBe(false);
    expect(await verifyOwnership('bip322', 'not-an-address', 'Hello World', { signature: helloWorld })).toBe(false);
  });
});

describe('EIP-191 personal_sign', () => {
  // viem's documented example: the first Hardhat/Anvil test account signing 'hello world'.
  const key = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
  const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
  const signature =
    '0xa461f509887bd19e312c0c58467ce8ff8e300d3c1a90b608a760c5b80318eaf15fe57c96f9175d6cd4daad4663763baa7e78836e067d0163e9a2ccf2ff753f5b1b';

  it('accepts the known signature for its address, in any letter case', async () => {
    expect(await verifyOwnership('eip191', address, 'hello world', { signature })).toBe(true);
    expect(await verifyOwnership('eip191', address.toLowerCase(), 'hello world', { signature })).toBe(true);
    expect(await privateKeyToAccount(key).signMessage({ message: 'hello world' })).toBe(signature);
  });

  it('refuses another message, another address and malformed text', async () => {
    expect(await verifyOwnership('eip191', address, 'hello world!', { signature })).toBe(false);
    expect(
      await verifyOwnership('eip191', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 'hello world', { signature }),
    ).toBe(false);
    expect(await verifyOwnership('eip191', address, 'hello world', { signature: '0x1234' })).toBe(false);
    expect(await verifyOwnership('eip191', 'nope', 'hello world', { signature })).toBe(false);
  });
});

describe('Solana ed25519', () => {
  // RFC 8032 section 7.1, test 1 (the empty message) and test 2 (one byte 0x72, 'r').
  const publicKey = hex.decode('d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a');
  const address = base58.encode(publicKey);
  const test1 =
    'e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b';

  it('accepts the RFC 8032 vector in hex or base58 and refuses it for another message', async () => {
    expect(await verifyOwnership('ed25519', address, '', { signature: test1 })).toBe(true);
    expect(await verifyOwnership('ed25519', address, '', { signature: base58.encode(hex.decode(test1)) })).toBe(true);
    expect(await verifyOwnership('ed25519', address, 'r', { signature: test1 })).toBe(false);
  });

  it('accepts a wallet signature of the challenge text', async () => {
    const secret = hex.decode('9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60');
    const sig = ed25519.sign(new TextEncoder().encode('CoinVault challenge'), secret);
    expect(await verifyOwnership('ed25519', address, 'CoinVault challenge', { signature: base58.encode(sig) })).toBe(
      true,
    );
    expect(await verifyOwnership('ed25519', 'short', 'CoinVault challenge', { signature: base58.encode(sig) })).toBe(
      false,
    );
  });
});

describe('XRP Ledger', () => {
  const keys = deriveKeypair('sEdTM1uX8pu2do5XvTnutH6HsouMaM2');
  const address = deriveAddress(keys.publicKey);
  const message = 'CoinVault challenge';
  const signature = signXrpl(hex.encode(new TextEncoder().encode(message)).toUpperCase(), keys.privateKey);

  it('accepts the account key signature and refuses a key of another account', async () => {
    expect(await verifyOwnership('xrpl', address, message, { signature, publicKey: keys.publicKey })).toBe(true);
    expect(await verifyOwnership('xrpl', address, `${message}.`, { signature, publicKey: keys.publicKey })).toBe(false);
    const other = deriveKeypair('sp5fghtJtpUorTwvof1NpDXAzNwf5');
    const forged = signXrpl(hex.encode(new TextEncoder().encode(message)).toUpperCase(), other.privateKey);
    expect(await verifyOwnership('xrpl', address, message, { signature: forged, publicKey: other.publicKey })).toBe(
      false,
    );
    expect(await verifyOwnership('xrpl', address, message, { signature })).toBe(false);
  });
});

describe('schemes by chain', () => {
  it('names one scheme per chain and none for Tron', () => {
    expect(signatureSchemeOf('bitcoin')).toBe('bip322');
    expect(signatureSchemeOf('avalanche')).toBe('eip191');
    expect(signatureSchemeOf('tron')).toBeNull();
  });
});

describe('the challenge text', () => {
  it('binds the address, network, customer and nonce, so another customer cannot reuse a signature', async () => {
    const { challengeText } = await import('./challenge.js');
    const at = new Date('2026-03-31T12:00:00Z');
    const fields = { address: 'a', networkName: 'Bitcoin', customerNumber: 'CU-1', nonce: 'n1', issuedAt: at };
    expect(challengeText(fields)).toBe(
      'CoinVault: I control this address.\nAddress: a\nNetwork: Bitcoin\nCustomer: CU-1\nNonce: n1\nIssued: 2026-03-31T12:00:00.000Z',
    );
    expect(challengeText({ ...fields, customerNumber: 'CU-2' })).not.toBe(challengeText(fields));
    expect(challengeText({ ...fields, nonce: 'n2' })).not.toBe(challengeText(fields));
  });
});
