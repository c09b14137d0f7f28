/**
 * Node 24 turns a raw key (a Buffer) into an internal key object on every
 * `createHmac`, `createCipheriv` and `createDecipheriv` call, and that
 * conversion costs about five times the HMAC itself (14 µs against 2.5 µs for
 * a 32-byte key on the development machine; a KeyObject made once skips it).
 * Every request signs and verifies cookies with the same few keys
 * (`@boringnode/encryption`: the session cookie's HMAC, its constant-time
 * comparison, the encrypted XSRF-TOKEN), so those calls took a tenth of a
 * signed-in page's time. The libraries keep their keys private, so the three
 * functions are wrapped once at boot: a Buffer key becomes the KeyObject made
 * from it the first time it is seen.
 *
 * The cache is keyed by the Buffer object and checked against a copy of its
 * bytes on every call: a Buffer whose contents changed gets a new KeyObject,
 * so a reused buffer can never sign with stale key material. String keys,
 * KeyObjects and CryptoKeys pass through untouched; results are identical
 * (the same key material reaches OpenSSL), which the cookie, CSRF and
 * encryption tests check on every run.
 */
import crypto, { type KeyObject } from 'node:crypto'
import { syncBuiltinESMExports } from 'node:module'

const INSTALLED = Symbol.for('trasporti.cryptoKeyCache')

type Entry = { bytes: Buffer; key: KeyObject }
const keys = new WeakMap<Uint8Array, Entry>()

/** The KeyObject for a raw key (made once per Buffer and contents), anything else as it is. */
export function cachedKey<T>(key: T): T | KeyObject {
  if (!(key instanceof Uint8Array) || key.byteLength === 0) return key
  const entry = keys.get(key)
  if (entry && entry.bytes.equals(key)) return entry.key
  const bytes = Buffer.from(key)
  const created = { bytes, key: crypto.createSecretKey(bytes) }
  keys.set(key, created)
  return created.key
}

/** Wraps the three functions (once per process) and updates the `node:crypto` ES module's bindings. */
export function installCryptoKeyCache() {
  const target = crypto as typeof crypto & { [INSTALLED]?: true }
  if (target[INSTALLED]) return
  const { createHmac, createCipheriv, createDecipheriv } = crypto
  target.createHmac = ((algorithm: string, key: any, options?: any) =>
    createHmac(algorithm, cachedKey(key), options)) as typeof crypto.createHmac
  target.createCipheriv = ((algorithm: string, key: any, iv: any, options?: any) =>
    createCipheriv(algorithm, cachedKey(key), iv, options)) as typeof crypto.createCipheriv
  target.createDecipheriv = ((algorithm: string, key: any, iv: any, options?: any) =>
    createDecipheriv(algorithm, cachedKey(key), iv, options)) as typeof crypto.createDecipheriv
  target[INSTALLED] = true
  syncBuiltinESMExports()
}
