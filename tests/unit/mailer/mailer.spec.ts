import { test } from '@japa/runner'
import { checkSettings, describeFailure, smtpOptions } from '#mailer/domain/mailer'

test.group('Mailer / domain', () => {
  test('security: TLS from the first byte, STARTTLS required, or never upgraded', ({ assert }) => {
    const server = { host: 'smtp.example.com', port: 465, username: 'u', password: 'p' }
    const tls = smtpOptions({ ...server, security: 'tls' })
    assert.isTrue(tls.secure)
    const starttls = smtpOptions({ ...server, port: 587, security: 'starttls' })
    assert.isFalse(starttls.secure)
    assert.isTrue(starttls.requireTLS)
    const none = smtpOptions({ ...server, port: 25, security: 'none', username: null })
    assert.isTrue(none.ignoreTLS)
    assert.isUndefined(none.auth)
    assert.deepEqual(tls.auth, { user: 'u', pass: 'p' })
  })

  test('a failure: its known code and the server’s own text', ({ assert }) => {
    assert.deepEqual(
      describeFailure(
        Object.assign(new Error('Invalid login'), { code: 'EAUTH', response: '535 5.7.8 nope' })
      ),
      { code: 'EAUTH', raw: '535 5.7.8 nope' }
    )
    assert.deepEqual(describeFailure(new Error('boom')), { code: 'unknown', raw: 'boom' })
  })

  test('enabled settings need a host and a sender', ({ assert }) => {
    const input = {
      enabled: true,
      host: null,
      port: 587,
      security: 'starttls' as const,
      username: null,
      fromName: null,
      fromAddress: 'a@b.it',
    }
    assert.deepEqual(checkSettings(input), { ok: false, error: 'host_required' })
    assert.deepEqual(checkSettings({ ...input, host: 'h', fromAddress: null }), {
      ok: false,
      error: 'from_required',
    })
    assert.isTrue(checkSettings({ ...input, enabled: false }).ok)
  })
})
