// The part of `http_ece` (Encrypted Content-Encoding, RFC 8188) the tests use; it ships no types.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  interface DecryptParams {
    version: 'aes128gcm';
    /** The receiver's key pair; the sender's public key is read from the record's header. */
    privateKey: ECDH;
    authSecret: Buffer;
  }

  const ece: { decrypt(content: Buffer, params: DecryptParams): Buffer };
  export default ece;
}
