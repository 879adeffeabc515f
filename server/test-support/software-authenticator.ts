import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

// A passkey authenticator in software, for tests in Node: what a phone or a laptop's platform
// authenticator and the browser's navigator.credentials do between the server's two requests of a
// ceremony. ES256 keys, 'none' attestation, every passkey discoverable (resident), the shopper
// always present and verified. Its two methods have the shape of @simplewebauthn/browser's.

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

/** CBOR (RFC 8949) of the few kinds a credential's attestation holds: integers, strings, bytes, maps. */
function cbor(value: Cbor): Buffer {
  const head = (major: number, length: number) =>
    length < 24
      ? Buffer.from([(major << 5) | length])
      : length < 256
        ? Buffer.from([(major << 5) | 24, length])
        : Buffer.from([(major << 5) | 25, length >> 8, length & 255]);
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([key, entry]) => [cbor(key), cbor(entry)])]);
}

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const counterBytes = (count: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(count);
  return bytes;
};

/** The browser's refusal when the shopper closes the dialog (or it times out): NotAllowedError. */
const closedDialog = () => new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError');

interface Credential {
  id: Buffer;
  rpId: string;
  /** the user handle the server gave at registration */
  userId: string;
  privateKey: KeyObject;
  count: number;
}

/**
 * An authenticator in a browser at `origin` (what the clientData says the page's origin is). The
 * relying party is the one the server's options name.
 */
export function softwareAuthenticator(origin: string) {
  const credentials: Credential[] = [];
  let closeNext = false;
  let reusedId: Buffer | null = null;

  const clientData = (type: 'webauthn.create' | 'webauthn.get', challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  const takeClose = () => {
    const close = closeNext;
    closeNext = false;
    if (close) throw closedDialog();
  };

  return {
    /** the passkeys this authenticator holds, newest last */
    credentials,
    /** the shopper closes the next dialog instead of answering it */
    closeNextDialog() {
      closeNext = true;
    },
    /** the next passkey made takes this credential id (another authenticator's): what a forged registration would claim */
    reuseIdNext(id: Buffer) {
      reusedId = id;
    },

    async startRegistration({
      optionsJSON,
    }: {
      optionsJSON: PublicKeyCredentialCreationOptionsJSON;
    }): Promise<RegistrationResponseJSON> {
      takeClose();
      const rpId = optionsJSON.rp.id ?? new URL(origin).hostname;
      const excluded = new Set((optionsJSON.excludeCredentials ?? []).map((descriptor) => descriptor.id));
      // the authenticator already holds a passkey the server names: the browser refuses (InvalidStateError)
      if (credentials.some((credential) => credential.rpId === rpId && excluded.has(base64url(credential.id))))
        throw new DOMException('The authenticator was previously registered.', 'InvalidStateError');
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const { x, y } = publicKey.export({ format: 'jwk' });
      const credential: Credential = { id: reusedId ?? randomBytes(16), rpId, userId: optionsJSON.user.id, privateKey, count: 0 };
      reusedId = null;
      const coseKey = cbor(
        new Map<Cbor, Cbor>([
          [1, 2], // kty: EC2
          [3, -7], // alg: ES256
          [-1, 1], // crv: P-256
          [-2, Buffer.from(x!, 'base64url')],
          [-3, Buffer.from(y!, 'base64url')],
        ]),
      );
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credential.id.length);
      // flags: user present, user verified, attested credential data
      const authData = Buffer.concat([
        sha256(credential.rpId),
        Buffer.from([0x45]),
        counterBytes(0),
        Buffer.alloc(16),
        idLength,
        credential.id,
        coseKey,
      ]);
      const attestationObject = cbor(
        new Map<Cbor, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      );
      credentials.push(credential);
      return {
        id: base64url(credential.id),
        rawId: base64url(credential.id),
        type: 'public-key',
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
        response: {
          clientDataJSON: base64url(clientData('webauthn.create', optionsJSON.challenge)),
          attestationObject: base64url(attestationObject),
          transports: ['internal'],
        },
      };
    },

    async startAuthentication({
      optionsJSON,
    }: {
      optionsJSON: PublicKeyCredentialRequestOptionsJSON;
    }): Promise<AuthenticationResponseJSON> {
      takeClose();
      const rpId = optionsJSON.rpId ?? new URL(origin).hostname;
      const allowed = new Set((optionsJSON.allowCredentials ?? []).map((descriptor) => descriptor.id));
      const usable = credentials.filter(
        (credential) => credential.rpId === rpId && (allowed.size === 0 || allowed.has(base64url(credential.id))),
      );
      // no passkey for this site: the browser says so and the shopper can only close the dialog
      const credential = usable.at(-1);
      if (!credential) throw closedDialog();
      credential.count += 1;
      const data = clientData('webauthn.get', optionsJSON.challenge);
      // flags: user present, user verified
      const authenticatorData = Buffer.concat([sha256(rpId), Buffer.from([0x05]), counterBytes(credential.count)]);
      const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(data)]), credential.privateKey);
      return {
        id: base64url(credential.id),
        rawId: base64url(credential.id),
        type: 'public-key',
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
        response: {
          clientDataJSON: base64url(data),
          authenticatorData: base64url(authenticatorData),
          signature: base64url(signature),
          userHandle: credential.userId,
        },
      };
    },
  };
}

export type SoftwareAuthenticator = ReturnType<typeof softwareAuthenticator>;
