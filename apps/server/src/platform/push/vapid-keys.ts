import crypto from 'node:crypto';

/** A VAPID key pair (RFC 8292): a P-256 key, base64url as `npx web-push generate-vapid-keys` prints it. */
export interface VapidKeys {
  /** The uncompressed public point, 65 bytes: browsers subscribe with it as the application server key. */
  publicKey: string;
  /** The private scalar, 32 bytes. */
  privateKey: string;
}

const privateKeyBytes = 32;

/** A new key pair. */
export function newVapidKeys(): VapidKeys {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  // A scalar with leading zero bytes comes shorter; push libraries read exactly 32 bytes.
  const scalar = ecdh.getPrivateKey();
  const privateKey = Buffer.concat([Buffer.alloc(privateKeyBytes - scalar.length), scalar]);
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: privateKey.toString('base64url'),
  };
}

/** Whether `publicKey` is the public key of `privateKey` (so what is signed verifies with what browsers hold). */
export function vapidKeysMatch({ publicKey, privateKey }: VapidKeys): boolean {
  const scalar = Buffer.from(privateKey, 'base64url');
  if (scalar.length !== privateKeyBytes || !/^[A-Za-z0-9_-]+$/.test(publicKey + privateKey)) return false;
  try {
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.setPrivateKey(scalar);
    return ecdh.getPublicKey().toString('base64url') === publicKey;
  } catch {
    return false;
  }
}
