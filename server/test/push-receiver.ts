/**
 * A stand-in push service for tests: a local HTTP endpoint holding a browser's subscription keys,
 * which decrypts what it receives (RFC 8291, aes128gcm) and checks the VAPID signature (RFC 8292),
 * as a real push service and browser together would. It answers with `status` (201 by default).
 */
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPush {
  plaintext: string;
  /** The `k` of the Authorization header: the sender's VAPID public key. */
  vapidKey: string;
  /** The signed claims of the VAPID token (aud, exp, sub), once the signature is verified. */
  claims: { aud: string; exp: number; sub: string };
  ttl: string | null;
}

function vapidClaims(header: string): { key: string; claims: ReceivedPush['claims'] } {
  const t = /t=([^,\s]+)/.exec(header)?.[1];
  const k = /k=([^,\s]+)/.exec(header)?.[1];
  if (!t || !k) throw new Error(`not a VAPID authorization: ${header}`);
  const [head, body, sig] = t.split('.');
  if (!head || !body || !sig) throw new Error('malformed VAPID token');
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(sig, 'base64url'),
  );
  if (!ok) throw new Error('VAPID signature does not verify');
  return { key: k, claims: JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) };
}

/** Decrypts one aes128gcm message for the holder of `uaPrivate` and `authSecret` (RFC 8291 §3). */
function decryptPush(body: Buffer, ua: ReturnType<typeof createECDH>, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const ecdhSecret = ua.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ua.getPublicKey(), asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and optional zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('missing the last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

export interface PushReceiver {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  received: ReceivedPush[];
  /** What the next messages are answered with. */
  status: number;
  close(): Promise<void>;
}

export async function startPushReceiver(path = '/push/device'): Promise<PushReceiver> {
  const ua = createECDH('prime256v1');
  ua.generateKeys();
  const authSecret = randomBytes(16);
  const receiver: PushReceiver & { server?: Server } = {
    endpoint: '',
    keys: { p256dh: ua.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
    received: [],
    status: 201,
    close: () => new Promise((done) => receiver.server?.close(() => done())),
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        const { key, claims } = vapidClaims(String(req.headers.authorization));
        receiver.received.push({
          plaintext: decryptPush(Buffer.concat(chunks), ua, authSecret),
          vapidKey: key,
          claims,
          ttl: req.headers.ttl ? String(req.headers.ttl) : null,
        });
        res.writeHead(receiver.status).end();
      } catch (e) {
        res.writeHead(400).end((e as Error).message);
      }
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  receiver.server = server;
  receiver.endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
  return receiver;
}
