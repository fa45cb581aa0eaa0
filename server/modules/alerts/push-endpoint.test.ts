import { describe, expect, it } from 'vitest';
import { acceptableEndpoint, isInternalAddress } from './push-endpoint.js';

const resolvesTo =
  (...addresses: string[]) =>
  async () =>
    addresses;

describe('push endpoints', () => {
  it('knows internal addresses, v4, v6 and v4-mapped', () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0'])
      expect(isInternalAddress(ip), ip).toBe(true);
    for (const ip of ['::1', '::', 'fe80::1', 'fd00::1', '::ffff:10.0.0.1', '::ffff:127.0.0.1'])
      expect(isInternalAddress(ip), ip).toBe(true);
    for (const ip of ['142.250.74.46', '2a00:1450:4001:82b::200a', '::ffff:8.8.8.8'])
      expect(isInternalAddress(ip), ip).toBe(false);
  });

  it('knows internal IPv6 forms that carry or hide an internal address', () => {
    for (const ip of [
      '::127.0.0.1', // IPv4-compatible
      '::7f00:1',
      '::8.8.8.8', // IPv4-compatible is deprecated: never public
      '::ffff:7f00:1', // IPv4-mapped, hex form
      '0:0:0:0:0:ffff:169.254.169.254',
      '2002:7f00:1::', // 6to4 of 127.0.0.1
      '2002:a9fe:a9fe::1', // 6to4 of 169.254.169.254
      '2002:c0a8:101::', // 6to4 of 192.168.1.1
      '64:ff9b::10.0.0.1', // NAT64 of a private address
      '64:ff9b::7f00:1',
      '64:ff9b:1::a00:1', // local-use NAT64
      'fe80::1', // link-local
      'fe80::1%eth0',
      'fec0::1', // site-local
      'fc00::1', // unique local
      'fdff:ffff::1',
      'ff02::1', // multicast
      'ff05::2',
      '::', // unspecified
      '0::0',
      '::1', // loopback
      '0:0:0:0:0:0:0:1',
      '100::1', // discard
      '2001::1', // Teredo
      '2001:db8::1', // documentation
      '4000::1', // outside global unicast
      '[::1]',
      'not-an-ip',
    ])
      expect(isInternalAddress(ip), ip).toBe(true);
    for (const ip of ['2002:808:808::1', '64:ff9b::8.8.8.8', '2606:4700::1111', '2a00:1450:4001:82b::200a'])
      expect(isInternalAddress(ip), ip).toBe(false);
  });

  it('knows internal IPv4 ranges: private, loopback, link-local, CGNAT, multicast, reserved, unspecified', () => {
    for (const ip of [
      '0.0.0.0',
      '10.255.255.255',
      '100.127.0.1',
      '127.255.0.1',
      '169.254.0.1',
      '172.31.255.255',
      '192.0.0.8',
      '192.88.99.1',
      '192.168.255.1',
      '198.19.0.1',
      '224.0.0.251',
      '239.255.255.250',
      '240.0.0.1',
      '255.255.255.255',
    ])
      expect(isInternalAddress(ip), ip).toBe(true);
    for (const ip of ['1.1.1.1', '100.128.0.1', '172.32.0.1', '223.255.255.255'])
      expect(isInternalAddress(ip), ip).toBe(false);
  });

  it('in production refuses endpoints at IPv6 literals that reach internal addresses', async () => {
    const pub = resolvesTo('142.250.74.46');
    for (const bad of [
      'https://[::127.0.0.1]/x',
      'https://[2002:7f00:1::]/x',
      'https://[::ffff:7f00:1]/x',
      'https://[64:ff9b::a9fe:a9fe]/x',
      'https://[fd00::1]/x',
      'https://0x7f.1/x',
      'https://2130706433/x',
    ])
      expect(await acceptableEndpoint(bad, true, pub), bad).toBe(false);
    expect(await acceptableEndpoint('https://push.example.com/x', true, resolvesTo('2002:7f00:1::'))).toBe(false);
  });

  it('in production takes only https to a public host', async () => {
    const pub = resolvesTo('142.250.74.46');
    expect(await acceptableEndpoint('https://fcm.googleapis.com/fcm/send/abc', true, pub)).toBe(true);
    expect(await acceptableEndpoint('https://8.8.8.8/push', true, pub)).toBe(true);
    for (const bad of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://localhost/x',
      'https://push.localhost/x',
      'https://127.0.0.1/x',
      'https://[::1]/x',
      'https://[fe80::1]/x',
      'https://10.0.0.5/x',
      'https://169.254.169.254/latest',
      'https://intranet/x',
      'https://printer.local/x',
      'https://user:pw@fcm.googleapis.com/x',
      'not a url',
    ])
      expect(await acceptableEndpoint(bad, true, pub), bad).toBe(false);
  });

  it('in production refuses names that resolve to an internal address, or do not resolve', async () => {
    expect(await acceptableEndpoint('https://push.example.com/x', true, resolvesTo('192.168.0.10'))).toBe(false);
    expect(await acceptableEndpoint('https://push.example.com/x', true, resolvesTo('142.250.74.46', '::1'))).toBe(
      false,
    );
    expect(await acceptableEndpoint('https://push.example.com/x', true, resolvesTo())).toBe(false);
    const fails = async () => {
      throw new Error('ENOTFOUND');
    };
    expect(await acceptableEndpoint('https://push.example.com/x', true, fails)).toBe(false);
  });

  it('in local mode accepts a local http receiver', async () => {
    expect(await acceptableEndpoint('http://127.0.0.1:9000/push', false)).toBe(true);
    expect(await acceptableEndpoint('ftp://127.0.0.1/push', false)).toBe(false);
  });
});
