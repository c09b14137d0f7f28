import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import mail from '@adonisjs/mail/services/main'
import hash from '@adonisjs/core/services/hash'
import { DateTime } from 'luxon'
import { setTimeout as sleep } from 'node:timers/promises'
import PasswordResetToken from '#identity/models/password_reset_token'
import ResetPasswordMail from '#identity/mails/reset_password_mail'
import { requestPasswordReset } from '#identity/actions/request_password_reset'
import { passwordResetUrl } from '#identity/support/links'
import { sha256 } from '#identity/domain/tokens'
import { createUserWithTeam } from '#tests/helpers/factories'
import { flashedFieldErrors } from '#tests/helpers/assertions'
import { pathOf } from '#tests/helpers/urls'

const NEUTRAL =
  "Se l'indirizzo corrisponde a un account, riceverai a breve un'e-mail con il link per reimpostare la password."

test.group('Forgot password', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))

  test('renders the page', async ({ client }) => {
    const response = await client.get('/forgot-password').withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('auth/forgot_password')
  })

  test('answers the same neutral way for a known and an unknown e-mail, and mails only the known one', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const { user } = await createUserWithTeam('dealer', { email: 'known@example.test' })

    const known = await client
      .post('/forgot-password')
      .form({ email: 'Known@Example.test' })
      .withCsrfToken()
      .redirects(0)
    const unknown = await client
      .post('/forgot-password')
      .form({ email: 'nobody@example.test' })
      .withCsrfToken()
      .redirects(0)

    for (const response of [known, unknown]) {
      response.assertStatus(302)
      assert.equal(response.header('location'), '/forgot-password')
      assert.equal(response.flashMessage('status'), NEUTRAL)
      assert.deepEqual(flashedFieldErrors(response), {})
    }
    mails.assertQueuedCount(ResetPasswordMail, 1)
    mails.assertQueued(ResetPasswordMail, ({ message }) => {
      message.assertTo(user.email)
      message.assertSubject('Reimposta la tua password')
      message.assertTextIncludes('/reset-password/')
      return true
    })
    const tokens = await PasswordResetToken.query().where('user_id', user.id)
    assert.lengthOf(tokens, 1)
    assert.lengthOf(tokens[0]!.tokenHash, 64)
    mail.restore()
  })

  test('shows the neutral message on the page after the redirect', async ({ client }) => {
    const response = await client
      .get('/forgot-password')
      .withFlashMessages({ status: NEUTRAL })
      .withInertia()
    response.assertInertiaPropsContains({ status: NEUTRAL })
  })

  test('is throttled per e-mail and IP after 3 requests', async ({ client, assert }) => {
    const { mails } = mail.fake()
    await createUserWithTeam('dealer', { email: 'often@example.test' })
    for (let attempt = 1; attempt <= 3; attempt++) {
      const response = await client
        .post('/forgot-password')
        .form({ email: 'often@example.test' })
        .withCsrfToken()
        .redirects(0)
      assert.equal(response.flashMessage('status'), NEUTRAL)
    }
    const fourth = await client
      .post('/forgot-password')
      .form({ email: 'often@example.test' })
      .withCsrfToken()
      .redirects(0)
    assert.lengthOf(flashedFieldErrors(fourth).email ?? [], 1)
    assert.match(flashedFieldErrors(fourth).email![0]!, /^Troppi tentativi/)
    mails.assertQueuedCount(ResetPasswordMail, 3)
    mail.restore()
  })

  test('rejects invalid and oversized e-mails with a field error', async ({ client, assert }) => {
    for (const email of ['', 'not-an-email', `${'a'.repeat(200 * 1024)}@example.test`]) {
      const response = await client
        .post('/forgot-password')
        .form({ email })
        .withCsrfToken()
        .redirects(0)
      response.assertStatus(302)
      assert.lengthOf(flashedFieldErrors(response).email ?? [], 1, `input of ${email.length} chars`)
    }
  })
})

test.group('Reset password', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the signed link shows the form for the account', async ({ client }) => {
    const { user } = await createUserWithTeam('dealer', { email: 'reset-me@example.test' })
    const { token } = (await requestPasswordReset(user.email))!
    const response = await client.get(pathOf(passwordResetUrl(token))).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('auth/reset_password')
    response.assertInertiaPropsContains({ token, email: 'reset-me@example.test' })
  })

  test('sets the new password, marks the token used, removes the other tokens and sends to login', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('dealer')
    const first = (await requestPasswordReset(user.email))!
    const second = (await requestPasswordReset(user.email))!

    const response = await client
      .post('/reset-password')
      .form({
        token: second.token,
        password: 'brand new secret',
        password_confirmation: 'brand new secret',
      })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    assert.equal(response.header('location'), '/login')
    assert.equal(
      response.flashMessage('success'),
      'Password aggiornata. Accedi con la nuova password.'
    )

    await user.refresh()
    assert.isTrue(await hash.verify(user.password, 'brand new secret'))
    const rows = await PasswordResetToken.query().where('user_id', user.id)
    assert.lengthOf(rows, 1)
    assert.equal(rows[0]!.tokenHash, sha256(second.token))
    assert.isNotNull(rows[0]!.usedAt)
    assert.isNull(await PasswordResetToken.findBy('token_hash', sha256(first.token)))
  })

  test('a used token cannot be used again', async ({ client, assert }) => {
    const { user } = await createUserWithTeam('dealer')
    const { token } = (await requestPasswordReset(user.email))!
    const form = { token, password: 'brand new secret', password_confirmation: 'brand new secret' }
    await client.post('/reset-password').form(form).withCsrfToken().redirects(0)

    const again = await client
      .post('/reset-password')
      .form({ ...form, password: 'another secret 2', password_confirmation: 'another secret 2' })
      .withCsrfToken()
      .redirects(0)
    assert.equal(again.header('location'), '/forgot-password')
    assert.equal(
      again.flashMessage('error'),
      'Il link per reimpostare la password è già stato usato. Richiedine uno nuovo.'
    )
    await user.refresh()
    assert.isTrue(await hash.verify(user.password, 'brand new secret'))

    const page = await client.get(pathOf(passwordResetUrl(token))).withInertia()
    page.assertStatus(410)
    page.assertInertiaComponent('auth/link_invalid')
    page.assertInertiaPropsContains({ kind: 'reset_password', reason: 'used' })
  })

  test('an expired token is refused', async ({ client, assert }) => {
    const { user } = await createUserWithTeam('dealer')
    const { token } = (await requestPasswordReset(user.email))!
    await PasswordResetToken.query()
      .where('token_hash', sha256(token))
      .update({ expires_at: DateTime.now().minus({ minutes: 1 }).toFormat('yyyy-MM-dd HH:mm:ss') })

    const page = await client.get(pathOf(passwordResetUrl(token))).withInertia()
    page.assertStatus(410)
    page.assertInertiaPropsContains({ reason: 'expired' })

    const submit = await client
      .post('/reset-password')
      .form({ token, password: 'brand new secret', password_confirmation: 'brand new secret' })
      .withCsrfToken()
      .redirects(0)
    assert.equal(
      submit.flashMessage('error'),
      'Il link per reimpostare la password è scaduto. Richiedine uno nuovo.'
    )
    await user.refresh()
    assert.isTrue(await hash.verify(user.password, 'password'))
  })

  test('an unknown token and a tampered or expired signature are refused', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('dealer')
    const { token } = (await requestPasswordReset(user.email))!

    const unknown = await client
      .post('/reset-password')
      .form({
        token: 'made-up-token',
        password: 'brand new secret',
        password_confirmation: 'brand new secret',
      })
      .withCsrfToken()
      .redirects(0)
    assert.equal(
      unknown.flashMessage('error'),
      'Il link per reimpostare la password non è valido. Richiedine uno nuovo.'
    )

    const unsigned = await client.get(`/reset-password/${token}`).withInertia()
    unsigned.assertStatus(403)
    unsigned.assertInertiaComponent('auth/link_invalid')

    const tampered = pathOf(passwordResetUrl(token)).replace(
      `/reset-password/${token}`,
      '/reset-password/other-token'
    )
    const tamperedPage = await client.get(tampered).withInertia()
    tamperedPage.assertStatus(403)

    const shortLived = pathOf(passwordResetUrl(token, '1s'))
    await sleep(1100)
    const expiredSignature = await client.get(shortLived).withInertia()
    expiredSignature.assertStatus(403)
    expiredSignature.assertInertiaPropsContains({ kind: 'reset_password', reason: 'invalid' })
  })

  test('the new password needs a confirmation and at least 8 characters', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('dealer')
    const { token } = (await requestPasswordReset(user.email))!
    const mismatch = await client
      .post('/reset-password')
      .form({ token, password: 'brand new secret', password_confirmation: 'something else' })
      .withCsrfToken()
      .redirects(0)
    assert.lengthOf(
      flashedFieldErrors(mismatch).password_confirmation ??
        flashedFieldErrors(mismatch).password ??
        [],
      1
    )

    const short = await client
      .post('/reset-password')
      .form({ token, password: 'short', password_confirmation: 'short' })
      .withCsrfToken()
      .redirects(0)
    assert.lengthOf(flashedFieldErrors(short).password ?? [], 1)

    const huge = 'x'.repeat(200 * 1024)
    const tooLong = await client
      .post('/reset-password')
      .form({ token: huge, password: huge, password_confirmation: huge })
      .withCsrfToken()
      .redirects(0)
    assert.lengthOf(flashedFieldErrors(tooLong).password ?? [], 1)
    assert.lengthOf(flashedFieldErrors(tooLong).token ?? [], 1)
    const row = await PasswordResetToken.findByOrFail('token_hash', sha256(token))
    assert.isNull(row.usedAt)
  })

  test('signed-in users cannot open the reset pages', async ({ client, assert }) => {
    const { user } = await createUserWithTeam('dealer')
    const response = await client.get('/forgot-password').loginAs(user).redirects(0)
    assert.equal(response.header('location'), '/home')
  })
})
