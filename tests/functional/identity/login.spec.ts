import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { createUserWithTeam } from '#tests/helpers/factories'
import { flashedFieldErrors } from '#tests/helpers/assertions'

test.group('Login', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('renders the login page in Italian by default', async ({ client }) => {
    const response = await client.get('/login').withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('auth/login')
    response.assertInertiaPropsContains({ locale: 'it' })
  })

  test('signs a dealer in and sends them to their area', async ({ client, assert }) => {
    const { user } = await createUserWithTeam('dealer', { email: 'login-dealer@example.test' })
    const response = await client
      .post('/login')
      .form({ email: user.email, password: 'password' })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    assert.equal(response.header('location'), '/home')
  })

  test('rejects a wrong password with a translated field error', async ({ client, assert }) => {
    await createUserWithTeam('dealer', { email: 'wrong-pass@example.test' })
    const response = await client
      .post('/login')
      .form({ email: 'wrong-pass@example.test', password: 'nope-nope' })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    assert.deepEqual(flashedFieldErrors(response).email, ['Credenziali non valide.'])
  })
})
