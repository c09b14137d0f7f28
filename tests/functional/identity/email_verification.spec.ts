import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import mail from '@adonisjs/mail/services/main'
import { setTimeout as sleep } from 'node:timers/promises'
import User from '#identity/models/user'
import VerifyEmailMail from '#identity/mails/verify_email_mail'
import { createUserWithTeam } from '#tests/helpers/factories'
import { emailVerificationUrl } from '#identity/support/links'
import { pathOf } from '#tests/helpers/urls'
import { submitAs } from '#tests/helpers/requests'

test.group('E-mail verification', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))

  test('unverified users are sent to the verify-email page, which shows their address', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('dealer', { verified: false })
    const area = await client.get('/dealer').loginAs(user).redirects(0)
    assert.equal(area.header('location'), '/verify-email')

    const notice = await client.get('/verify-email').loginAs(user).withInertia()
    notice.assertStatus(200)
    notice.assertInertiaComponent('auth/verify_email')
    notice.assertInertiaPropsContains({ email: user.email })
  })

  test('verified users skip the notice page', async ({ client, assert }) => {
    const { user } = await createUserWithTeam('dealer')
    const response = await client.get('/verify-email').loginAs(user).redirects(0)
    assert.equal(response.header('location'), '/home')
  })

  test('the signed link marks the address verified and goes home with a success message', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('dealer', { verified: false })
    const response = await client
      .get(pathOf(emailVerificationUrl(user)))
      .loginAs(user)
      .redirects(0)
    response.assertStatus(302)
    assert.equal(response.header('location'), '/home')
    assert.equal(response.flashMessage('success'), 'Indirizzo e-mail verificato. Grazie!')
    await user.refresh()
    assert.isNotNull(user.emailVerifiedAt)
  })

  test('the link works on a device where the user is not signed in, then asks to log in', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('dealer', { verified: false })
    const response = await client.get(pathOf(emailVerificationUrl(user))).redirects(0)
    assert.equal(response.header('location'), '/login')
    await user.refresh()
    assert.isNotNull(user.emailVerifiedAt)
  })

  test('a tampered link shows a clear error page and verifies nothing', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('dealer', { verified: false })
    const { user: other } = await createUserWithTeam('dealer', { verified: false })
    const url = pathOf(emailVerificationUrl(user)).replace(
      `/verify-email/${user.id}/`,
      `/verify-email/${other.id}/`
    )
    const response = await client.get(url).withInertia()
    response.assertStatus(403)
    response.assertInertiaComponent('auth/link_invalid')
    response.assertInertiaPropsContains({ kind: 'verify_email', reason: 'invalid' })
    await other.refresh()
    assert.isNull(other.emailVerifiedAt)

    const unsigned = await client.get(`/verify-email/${user.id}/abc`).withInertia()
    unsigned.assertStatus(403)
    unsigned.assertInertiaComponent('auth/link_invalid')
  })

  test('an expired link shows the error page', async ({ client, assert }) => {
    const { user } = await createUserWithTeam('dealer', { verified: false })
    const url = pathOf(emailVerificationUrl(user, '1s'))
    await sleep(1100)
    const response = await client.get(url).withInertia()
    response.assertStatus(403)
    response.assertInertiaComponent('auth/link_invalid')
    await user.refresh()
    assert.isNull(user.emailVerifiedAt)
  })

  test('a link sent to an old address no longer verifies after the e-mail changed', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('dealer', { verified: false })
    const url = pathOf(emailVerificationUrl(user))
    user.email = `changed-${user.id}@example.test`
    await user.save()
    const response = await client.get(url).withInertia()
    response.assertStatus(403)
    await user.refresh()
    assert.isNull(user.emailVerifiedAt)
  })

  test('resending queues a new verification e-mail', async ({ client }) => {
    const { mails } = mail.fake()
    const { user } = await createUserWithTeam('dealer', { verified: false })
    const response = await submitAs(client, user, 'post', '/email/verification-notification')
    response.assertStatus(302)
    response.assertFlashMessage('success', 'Ti abbiamo inviato un nuovo link di verifica.')
    mails.assertQueued(VerifyEmailMail, ({ message }) => {
      message.assertTo(user.email)
      return true
    })
    mail.restore()
  })

  test('resending is throttled after 3 e-mails', async ({ client, assert }) => {
    const { mails } = mail.fake()
    const { user } = await createUserWithTeam('dealer', { verified: false })
    for (let attempt = 1; attempt <= 3; attempt++) {
      const response = await submitAs(client, user, 'post', '/email/verification-notification')
      assert.isUndefined(response.flashMessage('error'))
    }
    const fourth = await submitAs(client, user, 'post', '/email/verification-notification')
    assert.match(
      String(fourth.flashMessage('error')),
      /^Troppi tentativi\. Riprova tra \d+ (secondo|secondi)\.$/
    )
    mails.assertQueuedCount(VerifyEmailMail, 3)
    mail.restore()
  })

  test('the verification e-mail has HTML and text parts in the user language, with a working link', async ({
    client,
    assert,
  }) => {
    const user = await User.create({
      fullName: 'Jane Doe',
      email: 'jane@example.test',
      password: 'password',
      locale: 'en',
    })
    const message = new VerifyEmailMail(user, emailVerificationUrl(user))
    await message.buildWithContents()
    message.message.assertSubject('Verify your e-mail address')
    message.message.assertHtmlIncludes('Hello Jane Doe,')
    message.message.assertTextIncludes('The link expires in 24 hours.')
    const link = /https?:\/\/\S+\/verify-email\/\S+/.exec(
      message.message.toJSON().message.text as string
    )?.[0]
    assert.exists(link)
    const response = await client.get(pathOf(link!)).redirects(0)
    assert.equal(response.header('location'), '/login')
  })
})
