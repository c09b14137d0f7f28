import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import type User from '#identity/models/user'
import { createUserWithTeam } from '#tests/helpers/factories'
import { flashedFieldErrors } from '#tests/helpers/assertions'
import { currentTotp } from '#identity/domain/two_factor'
import { recoveryCodesOf, twoFactorSecretOf } from '#identity/queries/two_factor_state'
import db from '@adonisjs/lucid/services/db'
import {
  confirmTwoFactor,
  enableTwoFactor,
  passTwoFactorChallenge,
} from '#identity/actions/two_factor'
import { recordSessionTags } from './session_store.js'

const confirmed = () => ({ security: { passwordConfirmedAt: Date.now() } })

/**
 * A user with two-factor authentication on; returns the plain secret and
 * recovery codes. Confirmed with the previous step's code (accepted as clock
 * drift), so the current code has not been used yet.
 */
async function userWithTwoFactor() {
  const { user, team } = await createUserWithTeam('dealer')
  await enableTwoFactor(user)
  const secret = twoFactorSecretOf(user)!
  const result = await confirmTwoFactor(user, currentTotp(secret, Date.now() - 30_000))
  if (!result.ok) throw new Error('could not enable 2FA')
  return { user, team, secret, recoveryCodes: result.recoveryCodes }
}

test.group('Two-factor authentication settings', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('enabling stores an encrypted secret and the profile shows its QR code and key', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('dealer')
    const enable = await client
      .post('/user/two-factor-authentication')
      .loginAs(user)
      .withSession(confirmed())
      .withCsrfToken()
      .redirects(0)
    assert.equal(enable.header('location'), '/user/profile')

    await user.refresh()
    const secret = twoFactorSecretOf(user)!
    assert.match(secret, /^[A-Z2-7]{32}$/)
    assert.notInclude(user.twoFactorSecret!, secret)
    assert.isNull(user.twoFactorConfirmedAt)

    const page = await client
      .get('/user/profile')
      .loginAs(user)
      .withSession(confirmed())
      .withInertia()
    const twoFactor = page.body().props.twoFactor
    assert.equal(twoFactor.status, 'pending')
    assert.equal(twoFactor.setup.secret, secret)
    assert.match(twoFactor.setup.qrCode, /^data:image\/png;base64,/)
    assert.isNull(twoFactor.recoveryCodes)
  })

  test('the QR code and key are not sent once the password confirmation is stale', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('dealer')
    await enableTwoFactor(user)
    const page = await client.get('/user/profile').loginAs(user).withInertia()
    assert.equal(page.body().props.twoFactor.status, 'pending')
    assert.isNull(page.body().props.twoFactor.setup)
  })

  test('a wrong code does not confirm it and shows a field error', async ({ client, assert }) => {
    const { user } = await createUserWithTeam('dealer')
    await enableTwoFactor(user)
    const secret = twoFactorSecretOf(user)!
    const wrong = currentTotp(secret) === '000000' ? '111111' : '000000'
    const response = await client
      .post('/user/confirmed-two-factor-authentication')
      .loginAs(user)
      .withSession(confirmed())
      .header('X-Inertia-Error-Bag', 'confirmTwoFactor')
      .form({ code: wrong })
      .withCsrfToken()
      .redirects(0)
    assert.deepEqual(flashedFieldErrors(response).code, [
      "Il codice non è valido. Controlla l'ora del telefono e riprova.",
    ])
    await user.refresh()
    assert.isNull(user.twoFactorConfirmedAt)
    assert.isFalse(user.hasTwoFactor)
  })

  test('a valid code confirms it and shows 8 recovery codes once', async ({ client, assert }) => {
    const { user } = await createUserWithTeam('dealer')
    await enableTwoFactor(user)
    const secret = twoFactorSecretOf(user)!
    const response = await client
      .post('/user/confirmed-two-factor-authentication')
      .loginAs(user)
      .withSession(confirmed())
      .form({ code: currentTotp(secret) })
      .withCsrfToken()
      .redirects(0)
    assert.equal(response.header('location'), '/user/profile')
    assert.isTrue(response.flashMessage('twoFactor.showRecoveryCodes'))
    await user.refresh()
    assert.isTrue(user.hasTwoFactor)
    const codes = recoveryCodesOf(user)
    assert.lengthOf(codes, 8)
    assert.notInclude(user.twoFactorRecoveryCodes!, codes[0]!)

    const page = await client
      .get('/user/profile')
      .loginAs(user)
      .withSession(confirmed())
      .withFlashMessages({ twoFactor: { showRecoveryCodes: true } })
      .withInertia()
    assert.equal(page.body().props.twoFactor.status, 'enabled')
    assert.deepEqual(page.body().props.twoFactor.recoveryCodes, codes)

    const later = await client
      .get('/user/profile')
      .loginAs(user)
      .withSession(confirmed())
      .withInertia()
    assert.isNull(later.body().props.twoFactor.recoveryCodes)
  })

  test('showing the recovery codes needs a confirmed password', async ({ client, assert }) => {
    const { user } = await userWithTwoFactor()
    const stale = await client.get('/user/two-factor-recovery-codes').loginAs(user).redirects(0)
    assert.equal(stale.header('location'), '/user/confirm-password')

    const fresh = await client
      .get('/user/two-factor-recovery-codes')
      .loginAs(user)
      .withSession(confirmed())
      .redirects(0)
    assert.equal(fresh.header('location'), '/user/profile')
    assert.isTrue(fresh.flashMessage('twoFactor.showRecoveryCodes'))
  })

  test('regenerating replaces the recovery codes', async ({ client, assert }) => {
    const { user, recoveryCodes } = await userWithTwoFactor()
    await client
      .post('/user/two-factor-recovery-codes')
      .loginAs(user)
      .withSession(confirmed())
      .withCsrfToken()
      .redirects(0)
    await user.refresh()
    const fresh = recoveryCodesOf(user)
    assert.lengthOf(fresh, 8)
    assert.notSameMembers(fresh, recoveryCodes)
  })

  test('disabling removes the secret and the recovery codes', async ({ client, assert }) => {
    const { user } = await userWithTwoFactor()
    const response = await client
      .delete('/user/two-factor-authentication')
      .loginAs(user)
      .withSession(confirmed())
      .withCsrfToken()
      .redirects(0)
    assert.equal(response.flashMessage('success'), 'Verifica in due passaggi disattivata.')
    await user.refresh()
    assert.isNull(user.twoFactorSecret)
    assert.isNull(user.twoFactorRecoveryCodes)
    assert.isFalse(user.hasTwoFactor)
  })

  test('enable, confirm, regenerate and disable all require a confirmed password', async ({
    client,
    assert,
  }) => {
    const { user } = await userWithTwoFactor()
    for (const [method, url] of [
      ['post', '/user/two-factor-authentication'],
      ['post', '/user/confirmed-two-factor-authentication'],
      ['post', '/user/two-factor-recovery-codes'],
      ['delete', '/user/two-factor-authentication'],
    ] as const) {
      const response = await client[method](url).loginAs(user).withCsrfToken().redirects(0)
      assert.equal(response.header('location'), '/user/confirm-password', url)
    }
    await user.refresh()
    assert.isTrue(user.hasTwoFactor)
  })
})

test.group('Two-factor challenge', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))

  const pending = (user: User, at = Date.now()) => ({ login: { id: user.id, at } })

  test('without a pending sign-in it goes back to the login page', async ({ client, assert }) => {
    const response = await client.get('/two-factor-challenge').redirects(0)
    assert.equal(response.header('location'), '/login')
  })

  test('renders the challenge for a pending sign-in', async ({ client }) => {
    const { user } = await userWithTwoFactor()
    const response = await client
      .get('/two-factor-challenge')
      .withSession(pending(user))
      .withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('auth/two_factor_challenge')
  })

  test('a valid authenticator code signs in and tags the session', async ({ client, assert }) => {
    const { user, secret } = await userWithTwoFactor()
    const { result: response, tags } = await recordSessionTags(() =>
      client
        .post('/two-factor-challenge')
        .withSession(pending(user))
        .form({ code: currentTotp(secret) })
        .withCsrfToken()
        .redirects(0)
    )
    assert.equal(response.header('location'), '/home')
    assert.equal(response.session('auth_web'), user.id)
    assert.isUndefined(response.session('login'))
    assert.deepEqual(
      tags.map((tag) => tag.userId),
      [String(user.id)]
    )
  })

  test('a wrong code is a field error and does not sign in', async ({ client, assert }) => {
    const { user, secret } = await userWithTwoFactor()
    const wrong = currentTotp(secret) === '123456' ? '654321' : '123456'
    const response = await client
      .post('/two-factor-challenge')
      .withSession(pending(user))
      .form({ code: wrong })
      .withCsrfToken()
      .redirects(0)
    assert.deepEqual(flashedFieldErrors(response).code, ['Il codice non è valido.'])
    assert.isUndefined(response.session('auth_web'))
  })

  test('a recovery code signs in once and is consumed', async ({ client, assert }) => {
    const { user, recoveryCodes } = await userWithTwoFactor()
    const code = recoveryCodes[3]!
    const first = await client
      .post('/two-factor-challenge')
      .withSession(pending(user))
      .form({ recoveryCode: ` ${code.toUpperCase()} ` })
      .withCsrfToken()
      .redirects(0)
    assert.equal(first.header('location'), '/home')
    assert.equal(first.session('auth_web'), user.id)
    await user.refresh()
    const left = recoveryCodesOf(user)
    assert.lengthOf(left, 7)
    assert.notInclude(left, code)

    const again = await client
      .post('/two-factor-challenge')
      .withSession(pending(user))
      .form({ recoveryCode: code })
      .withCsrfToken()
      .redirects(0)
    assert.deepEqual(flashedFieldErrors(again).recoveryCode, [
      'Il codice di recupero non è valido o è già stato usato.',
    ])
    assert.isUndefined(again.session('auth_web'))
  })

  test('an expired pending sign-in must start again', async ({ client, assert }) => {
    const { user, secret } = await userWithTwoFactor()
    const response = await client
      .post('/two-factor-challenge')
      .withSession(pending(user, Date.now() - 11 * 60 * 1000))
      .form({ code: currentTotp(secret) })
      .withCsrfToken()
      .redirects(0)
    assert.equal(response.header('location'), '/login')
    assert.isUndefined(response.session('auth_web'))
  })

  test('the 6th wrong code within a minute is throttled, even with the right code', async ({
    client,
    assert,
  }) => {
    const { user, secret } = await userWithTwoFactor()
    const right = currentTotp(secret)
    const wrong = right === '000000' ? '111111' : '000000'
    for (let attempt = 1; attempt <= 5; attempt++) {
      await client
        .post('/two-factor-challenge')
        .withSession(pending(user))
        .form({ code: wrong })
        .withCsrfToken()
        .redirects(0)
    }
    const sixth = await client
      .post('/two-factor-challenge')
      .withSession(pending(user))
      .form({ code: right })
      .withCsrfToken()
      .redirects(0)
    assert.match(flashedFieldErrors(sixth).code?.[0] ?? '', /^Troppi tentativi/)
    assert.isUndefined(sixth.session('auth_web'))
  })

  test('asks for a code when none is given, and refuses oversized input', async ({
    client,
    assert,
  }) => {
    const { user } = await userWithTwoFactor()
    const empty = await client
      .post('/two-factor-challenge')
      .withSession(pending(user))
      .form({})
      .withCsrfToken()
      .redirects(0)
    assert.lengthOf(flashedFieldErrors(empty).code ?? [], 1)

    const huge = await client
      .post('/two-factor-challenge')
      .withSession(pending(user))
      .form({ code: '1'.repeat(200 * 1024), recoveryCode: 'é'.repeat(100) })
      .withCsrfToken()
      .redirects(0)
    assert.lengthOf(flashedFieldErrors(huge).code ?? [], 1)
    assert.lengthOf(flashedFieldErrors(huge).recoveryCode ?? [], 1)
  })

  test('a user whose two-factor was disabled meanwhile cannot pass with an old code', async ({
    client,
    assert,
  }) => {
    const { user, secret } = await userWithTwoFactor()
    const code = currentTotp(secret)
    user.twoFactorConfirmedAt = null
    user.twoFactorSecret = null
    await user.save()
    const response = await client
      .post('/two-factor-challenge')
      .withSession(pending(user))
      .form({ code })
      .withCsrfToken()
      .redirects(0)
    assert.lengthOf(flashedFieldErrors(response).code ?? [], 1)
    assert.isUndefined(response.session('auth_web'))
  })
})

test.group('Two-factor codes work once', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear(['memory']))

  const pending = (user: User) => ({ login: { id: user.id, at: Date.now() } })
  const challenge = (client: any, user: User, form: Record<string, string>) =>
    client
      .post('/two-factor-challenge')
      .withSession(pending(user))
      .form(form)
      .withCsrfToken()
      .redirects(0)

  test('an authenticator code that signed in once is refused the second time', async ({
    client,
    assert,
  }) => {
    const { user, secret } = await userWithTwoFactor()
    const code = currentTotp(secret)
    const first = await challenge(client, user, { code })
    assert.equal(first.session('auth_web'), user.id)
    await user.refresh()
    const stored = user.twoFactorLastUsedStep

    const replay = await challenge(client, user, { code })
    assert.deepEqual(flashedFieldErrors(replay).code, ['Il codice non è valido.'])
    assert.isUndefined(replay.session('auth_web'))
    assert.isNumber(stored)
    await user.refresh()
    assert.equal(user.twoFactorLastUsedStep, stored)
  })

  test('after a newer code was accepted, an older code of the window is refused', async ({
    client,
    assert,
  }) => {
    const { user, secret } = await userWithTwoFactor()
    const next = await challenge(client, user, { code: currentTotp(secret, Date.now() + 30_000) })
    assert.equal(next.session('auth_web'), user.id)

    const older = await challenge(client, user, { code: currentTotp(secret) })
    assert.lengthOf(flashedFieldErrors(older).code ?? [], 1)
    assert.isUndefined(older.session('auth_web'))
  })

  test('the code that confirmed two-factor authentication cannot sign in', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('dealer')
    await enableTwoFactor(user)
    const secret = twoFactorSecretOf(user)!
    const code = currentTotp(secret)
    await client
      .post('/user/confirmed-two-factor-authentication')
      .loginAs(user)
      .withSession(confirmed())
      .form({ code })
      .withCsrfToken()
      .redirects(0)
    await user.refresh()
    assert.isTrue(user.hasTwoFactor)

    const replay = await challenge(client, user, { code })
    assert.lengthOf(flashedFieldErrors(replay).code ?? [], 1)
    assert.isUndefined(replay.session('auth_web'))
  })

  test('re-enabling with a new secret starts afresh', async ({ assert }) => {
    const { user, secret } = await userWithTwoFactor()
    const outcome = await passTwoFactorChallenge(user.id, { code: currentTotp(secret) })
    assert.isTrue(outcome.ok)
    await user.refresh()
    await enableTwoFactor(user)
    await user.refresh()
    assert.isNull(user.twoFactorLastUsedStep)
    const fresh = twoFactorSecretOf(user)!
    const confirmedAgain = await confirmTwoFactor(user, currentTotp(fresh))
    assert.isTrue(confirmedAgain.ok)
  })
})

/*
| Real parallel requests (no global transaction: each challenge runs its own
| transaction), so each test removes its user and team.
*/
test.group('Two-factor codes work once under concurrent submissions', () => {
  async function cleanup(user: User, teamId: number) {
    await db.from('team_members').where('user_id', user.id).delete()
    await db.from('users').where('id', user.id).delete()
    await db.from('teams').where('id', teamId).delete()
  }

  test('10 simultaneous challenges with the same code: exactly one passes', async ({ assert }) => {
    const { user, team, secret } = await userWithTwoFactor()
    try {
      const code = currentTotp(secret)
      const results = await Promise.all(
        Array.from({ length: 10 }, () => passTwoFactorChallenge(user.id, { code }))
      )
      assert.lengthOf(
        results.filter((result) => result.ok),
        1
      )
    } finally {
      await cleanup(user, team.id)
    }
  })

  test('10 simultaneous challenges with the same recovery code: exactly one passes', async ({
    assert,
  }) => {
    const { user, team, recoveryCodes } = await userWithTwoFactor()
    try {
      const recoveryCode = recoveryCodes[0]!
      const results = await Promise.all(
        Array.from({ length: 10 }, () => passTwoFactorChallenge(user.id, { recoveryCode }))
      )
      assert.lengthOf(
        results.filter((result) => result.ok),
        1
      )
      await user.refresh()
      assert.lengthOf(recoveryCodesOf(user), 7)
    } finally {
      await cleanup(user, team.id)
    }
  })
})
