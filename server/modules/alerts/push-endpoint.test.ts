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
