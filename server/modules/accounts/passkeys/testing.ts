/**
 * A software WebAuthn authenticator for tests: a P-256 key pair (node:crypto) that answers the
 * server's options with real attestation ("none") and assertion responses, signed as a security
 * key or platform authenticator would sign them.
 */
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';

type Cbor = number | Uint8Array | string | CborMap | { [key: string]: Cbor };
interface CborMap extends Map<Cbor, Cbor> {}

function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 256) return Buffer.from([(major << 5) | 24, n]);
  const b = Buffer.alloc(3);
  b[0] = (major << 5) | 25;
  b.writeUInt16BE(n, 1);
  return b;
}

/** The few CBOR shapes WebAuthn needs: small integers, byte and text strings, maps. */
function cbor(v: Cbor): Buffer {
  if (typeof v === 'number') return v >= 0 ? head(0, v) : head(1, -1 - v);
  if (typeof v === 'string') return Buffer.concat([head(3, Buffer.byteLength(v)), Buffer.from(v)]);
  if (v instanceof Uint8Array) return Buffer.concat([head(2, v.length), Buffer.from(v)]);
  const entries = v instanceof Map ? [...v.entries()] : Object.entries(v);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, x]) => [cbor(k), cbor(x)])]);
}

const sha256 = (b: Buffer | string) => createHash('sha256').update(b).digest();
const b64u = (b: Buffer) => b.toString('base64url');

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface SoftAuthenticator {
  credentialId: string;
  counter: number;
  /** Answers registration options (PublicKeyCredentialCreationOptionsJSON). */
  register(options: Record<string, unknown>, origin: string): Record<string, unknown>;
  /** Answers authentication options; `counter` overrides the next signature counter. */
  assert(options: Record<string, unknown>, origin: string, opts?: { counter?: number }): Record<string, unknown>;
}

export function softAuthenticator(): SoftAuthenticator {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const credId = randomBytes(16);
  let userHandle = '';
  const jwk = publicKey.export({ format: 'jwk' });
  const coseKey = new Map<Cbor, Cbor>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, Buffer.from(String(jwk.x), 'base64url')],
    [-3, Buffer.from(String(jwk.y), 'base64url')],
  ]);
  const authData = (rpId: string, flags: number, counter: number, attested?: Buffer) => {
    const c = Buffer.alloc(4);
    c.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), c, ...(attested ? [attested] : [])]);
  };
  const clientData = (type: string, challenge: unknown, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  /** The PublicKeyCredential JSON shape around an authenticator's response. */
  const asCredential = (response: Record<string, unknown>) => ({
    id: b64u(credId),
    rawId: b64u(credId),
    type: 'public-key',
    clientExtensionResults: {},
    response,
  });
  const auth: SoftAuthenticator = {
    credentialId: b64u(credId),
    counter: 0,
    register(options, origin) {
      const rp = options.rp as { id: string };
      userHandle = String((options.user as { id: string }).id);
      const idLen = Buffer.alloc(2);
      idLen.writeUInt16BE(credId.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLen, credId, cbor(coseKey)]);
      const attestationObject = cbor({
        fmt: 'none',
        attStmt: {},
        authData: authData(rp.id, UP | UV | AT, 0, attested),
      });
      return asCredential({
        clientDataJSON: b64u(clientData('webauthn.create', options.challenge, origin)),
        attestationObject: b64u(attestationObject),
        transports: ['internal'],
      });
    },
    assert(options, origin, opts = {}) {
      auth.counter = opts.counter ?? auth.counter + 1;
      const data = authData(String(options.rpId), UP | UV, auth.counter);
      const client = clientData('webauthn.get', options.challenge, origin);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), privateKey as KeyObject);
      return asCredential({
        clientDataJSON: b64u(client),
        authenticatorData: b64u(data),
        signature: b64u(signature),
        userHandle,
      });
    },
  };
  return auth;
}
