import { describe, expect, it } from 'vitest';
import { type ChainId, routeById } from '../routes.js';
import { accountOf, addressIdentity, destinationOf, routesSharingAddresses, sameDestination } from './identity.js';

// One XRP account in every spelling (X-addresses from the XLS-5d encoder, mainnet).
const XRP = 'rnXyVQzgxZe7TR1EPzTkGj2jxH4LMJYh66';
const XRP_X = 'X75KjMo4pw9UQ9H7hbpCZUDfskq2PL3MEZS3AoCF1J86KTL';
const XRP_X_TAG1 = 'X75KjMo4pw9UQ9H7hbpCZUDfskq2PLDUYKF83KutAsukMKu';
const XRP_X_TAG2 = 'X75KjMo4pw9UQ9H7hbpCZUDfskq2PLDDdokodEkpwFMCwRc';
const EVM = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
const BECH32 = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';

describe('one identity per address', () => {
  it('reads an X-address, with or without a tag, as the classic account plus its tag', () => {
    expect(addressIdentity('xrpl', XRP)).toEqual({ family: 'xrpl', account: XRP, tag: null });
    expect(addressIdentity('xrpl', XRP_X)).toEqual({ family: 'xrpl', account: XRP, tag: null });
    expect(addressIdentity('xrpl', XRP_X_TAG1)).toEqual({ family: 'xrpl', account: XRP, tag: 1 });
    expect(addressIdentity('xrpl', ` ${XRP_X_TAG2}\n`)).toEqual({ family: 'xrpl', account: XRP, tag: 2 });
    for (const a of [XRP_X, XRP_X_TAG1, XRP_X_TAG2, `  ${XRP}\t`]) expect(accountOf('xrpl', a)).toBe(XRP);
  });

  it('reads an EVM address in any letter case as one account, the same on every EVM network', () => {
    for (const chain of ['ethereum', 'avalanche'] as const)
      for (const a of [EVM, EVM.toLowerCase(), `0x${EVM.slice(2).toUpperCase()}`, ` ${EVM} `])
        expect(addressIdentity(chain, a)).toEqual({ family: 'evm', account: EVM.toLowerCase(), tag: null });
    // A mixed case that breaks the checksum is no address at all.
    expect(addressIdentity('ethereum', EVM.replace('E', 'e'))).toBeNull();
    const eth = routeById(2);
    const usdcErc20 = routeById(8);
    expect(eth && routesSharingAddresses(eth)).toEqual([2, 4, 6, 8]);
    expect(usdcErc20 && routesSharingAddresses(usdcErc20)).toContain(2);
  });

  it('reads bech32 in upper case as the lower-case address; base58 stays exact', () => {
    expect(addressIdentity('bitcoin', BECH32.toUpperCase())?.account).toBe(BECH32);
    expect(addressIdentity('bitcoin', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')?.account).toBe(
      '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
    );
    expect(addressIdentity('bitcoin', '1bvbmseystwetqtfn5au4m4gfg7xjanvn2')).toBeNull();
    expect(addressIdentity('tron', ' TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH ')?.account).toBe(
      'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH',
    );
  });

  it('tells destinations apart by account and tag', () => {
    expect(sameDestination('xrpl', XRP, XRP_X)).toBe(true);
    expect(sameDestination('xrpl', XRP_X_TAG1, ` ${XRP_X_TAG1}`)).toBe(true);
    expect(sameDestination('xrpl', XRP, XRP_X_TAG1)).toBe(false);
    expect(sameDestination('xrpl', XRP_X_TAG1, XRP_X_TAG2)).toBe(false);
    expect(sameDestination('ethereum', EVM, EVM.toLowerCase())).toBe(true);
    expect(sameDestination('bitcoin', BECH32, BECH32.toUpperCase())).toBe(true);
    expect(sameDestination('xrpl', 'not an address', XRP)).toBe(false);
  });

  it('gives one text per destination, equal where sameDestination says the same', () => {
    const spellings: Array<[ChainId, string]> = [
      ['xrpl', XRP],
      ['xrpl', XRP_X],
      ['xrpl', XRP_X_TAG1],
      ['xrpl', ` ${XRP_X_TAG1}`],
      ['xrpl', XRP_X_TAG2],
      ['ethereum', EVM],
      ['avalanche', EVM.toLowerCase()],
      ['bitcoin', BECH32.toUpperCase()],
      ['bitcoin', BECH32],
    ];
    for (const [chainA, a] of spellings)
      for (const [chainB, b] of spellings)
        if (chainA === chainB)
          expect(destinationOf(chainA, a) === destinationOf(chainB, b), `${a} ${b}`).toBe(
            sameDestination(chainA, a, b),
          );
    // The same account on two EVM networks is one destination.
    expect(destinationOf('avalanche', EVM)).toBe(destinationOf('ethereum', EVM.toLowerCase()));
  });

  it('keeps text of no valid form as typed, trimmed, folding only hex and bech32 case', () => {
    expect(accountOf('xrpl', ' rNotAnAddress ')).toBe('rNotAnAddress');
    expect(accountOf('ethereum', '0xABC')).toBe('0xabc');
    for (const hostile of [42, null, undefined, {}, ['r'], `${XRP}\u0000`, 'X'.repeat(10_000)])
      expect(addressIdentity('xrpl', hostile as never)).toBeNull();
  });
});
