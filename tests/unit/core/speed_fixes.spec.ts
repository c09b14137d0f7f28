import { test } from '@japa/runner'
import crypto, { createHmac, createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { BaseTransformer, Maybe } from '@adonisjs/core/transformers'
import { cachedKey, installCryptoKeyCache } from '#core/crypto_key_cache'
import { installTransformerFastPath } from '#core/transformer_fast_path'

/**
 * The two boot-time speed fixes (providers/app_provider.ts) change how, not
 * what: the same signatures and ciphertexts, the same transformer results
 * and errors.
 */
test.group('Speed fixes', () => {
  test('are installed when the application boots (AppProvider), before any request', ({
    assert,
  }) => {
    assert.isTrue(Symbol.for('trasporti.cryptoKeyCache') in crypto)
    assert.isTrue(Symbol.for('trasporti.transformerFastPath') in BaseTransformer)
  })
})

test.group('Crypto key cache', () => {
  test('a Buffer key becomes one KeyObject, made again when its bytes change', ({ assert }) => {
    const key = randomBytes(32)
    const first = cachedKey(key)
    assert.isTrue(first instanceof crypto.KeyObject)
    assert.strictEqual(cachedKey(key), first)
    key[0] = key[0] ^ 0xff
    const second = cachedKey(key)
    assert.notStrictEqual(second, first)
    assert.isTrue((second as crypto.KeyObject).export().equals(key))
    assert.equal(cachedKey('text key'), 'text key')
  })

  test('HMACs and AES-GCM round trips are what raw keys give', ({ assert }) => {
    installCryptoKeyCache()
    const key = randomBytes(32)
    const rawHmac = createHmac('sha256', crypto.createSecretKey(Buffer.from(key)))
      .update('session-id')
      .digest('hex')
    assert.equal(createHmac('sha256', key).update('session-id').digest('hex'), rawHmac)
    assert.equal(createHmac('sha256', key).update('session-id').digest('hex'), rawHmac)

    const iv = randomBytes(12)
    const cipher = createCipheriv('aes-256-gcm', key, iv)
    const sealed = Buffer.concat([cipher.update('xsrf-token'), cipher.final()])
    const decipher = createDecipheriv('aes-256-gcm', key, iv)
    decipher.setAuthTag(cipher.getAuthTag())
    assert.equal(
      Buffer.concat([decipher.update(sealed), decipher.final()]).toString(),
      'xsrf-token'
    )

    const other = randomBytes(32)
    assert.notEqual(createHmac('sha256', other).update('session-id').digest('hex'), rawHmac)
  })
})

class NameTransformer extends BaseTransformer<{ name: string }> {
  toObject() {
    return { name: this.resource.name }
  }
}

test.group('Transformer fast path', () => {
  test('items, collections, null and Maybe behave as the library says', async ({ assert }) => {
    installTransformerFastPath()
    const { default: container } = await import('@adonisjs/core/services/app')
    const resolver = container.container.createResolver()
    const item = NameTransformer.transform({ name: 'Rossi' })
    assert.deepEqual(await item.resolve(resolver, 0, -1), { name: 'Rossi' })
    const list = NameTransformer.transform([{ name: 'A' }, { name: 'B' }])
    assert.deepEqual(await list.resolve(resolver, 0, -1), [{ name: 'A' }, { name: 'B' }])
    assert.isNull(NameTransformer.transform(null as unknown as { name: string }))
    assert.isUndefined(
      NameTransformer.transform(new Maybe<{ name: string } | undefined>(undefined))
    )
    const page = NameTransformer.paginate([{ name: 'A' }], { total: 1 })
    assert.deepEqual(await page.resolve(resolver, 0, -1), {
      data: [{ name: 'A' }],
      metadata: { total: 1 },
    })
  })

  test('undefined still fails when resolved, with the library message', async ({ assert }) => {
    installTransformerFastPath()
    const { default: container } = await import('@adonisjs/core/services/app')
    const item = NameTransformer.transform(undefined as unknown as { name: string })
    assert.throws(
      () => item.resolve(container.container.createResolver(), 0, -1),
      /Cannot transform undefined value/
    )
  })
})
