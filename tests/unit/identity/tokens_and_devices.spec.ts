import { test } from '@japa/runner'
import { emailVerificationHash, generateToken, sha256 } from '#identity/domain/tokens'
import { describeUserAgent } from '#identity/domain/user_agent'

test.group('Tokens', () => {
  test('reset tokens are long, random and url-safe; only their sha256 is stored', ({ assert }) => {
    const token = generateToken()
    assert.match(token, /^[A-Za-z0-9_-]{43}$/)
    assert.notEqual(token, generateToken())
    assert.equal(sha256('abc'), 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
  })

  test('the verification hash is tied to the address, whatever its case', ({ assert }) => {
    assert.equal(
      emailVerificationHash('Mario@Example.test'),
      emailVerificationHash('mario@example.test ')
    )
    assert.notEqual(
      emailVerificationHash('mario@example.test'),
      emailVerificationHash('maria@example.test')
    )
  })
})

test.group('Device names for the sessions list', () => {
  test('recognises common browsers and systems', ({ assert }) => {
    assert.deepEqual(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'
      ),
      { browser: 'Chrome', platform: 'Windows', mobile: false }
    )
    assert.deepEqual(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36 Edg/126.0'
      ),
      { browser: 'Edge', platform: 'Windows', mobile: false }
    )
    assert.deepEqual(
      describeUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1'
      ),
      { browser: 'Safari', platform: 'iOS', mobile: true }
    )
    assert.deepEqual(
      describeUserAgent(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36'
      ),
      { browser: 'Chrome', platform: 'Android', mobile: true }
    )
    assert.deepEqual(
      describeUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'),
      {
        browser: 'Firefox',
        platform: 'Linux',
        mobile: false,
      }
    )
  })

  test('unknown or missing agents give no names', ({ assert }) => {
    assert.deepEqual(describeUserAgent(''), { browser: null, platform: null, mobile: false })
    assert.deepEqual(describeUserAgent(undefined), { browser: null, platform: null, mobile: false })
  })
})
