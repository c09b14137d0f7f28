import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import mail from '@adonisjs/mail/services/main'
import User from '#identity/models/user'
import TeamMember from '#teams/models/team_member'
import VerifyEmailMail from '#identity/mails/verify_email_mail'
import { flashedFieldErrors } from '#tests/helpers/assertions'

test.group('Registration', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('preselects the company kind from the query string', async ({ client }) => {
    const transporter = await client.get('/register?kind=transporter').withInertia()
    transporter.assertInertiaComponent('auth/register')
    transporter.assertInertiaPropsContains({ kind: 'transporter' })

    const unknown = await client.get('/register?kind=admin').withInertia()
    unknown.assertInertiaPropsContains({ kind: 'dealer' })
  })

  test('creates the user, their team and the owner membership, signs in and queues a verification e-mail', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const response = await client
      .post('/register')
      .form({
        kind: 'transporter',
        companyName: 'Bisarche Rossi',
        fullName: 'Luca Rossi',
        email: 'Luca.Rossi@Example.test',
        password: 'correct horse',
        password_confirmation: 'correct horse',
        terms: 'true',
      })
      .withCsrfToken()
      .redirects(0)

    response.assertStatus(302)
    assert.equal(response.header('location'), '/home')
    const user = await User.findByOrFail('email', 'luca.rossi@example.test')
    assert.isNull(user.emailVerifiedAt)
    const membership = await TeamMember.query()
      .where('user_id', user.id)
      .preload('team')
      .firstOrFail()
    assert.equal(membership.role, 'owner')
    assert.equal(membership.team.kind, 'transporter')
    assert.equal(membership.team.name, 'Bisarche Rossi')
    assert.equal(user.currentTeamId, membership.teamId)

    mails.assertQueued(VerifyEmailMail, (message) => {
      message.message.assertTo('luca.rossi@example.test')
      message.message.assertSubject('Conferma il tuo indirizzo e-mail')
      return true
    })
    mail.restore()
  })

  test('writes the verification e-mail in the language of the registration', async ({ client }) => {
    const { mails } = mail.fake()
    await client
      .post('/register')
      .header('Accept-Language', 'en')
      .form({
        kind: 'dealer',
        companyName: 'Smith Cars',
        fullName: 'John Smith',
        email: 'john.smith@example.test',
        password: 'correct horse',
        password_confirmation: 'correct horse',
        terms: 'true',
      })
      .withCsrfToken()
      .redirects(0)
    mails.assertQueued(VerifyEmailMail, ({ message }) => {
      message.assertSubject('Verify your e-mail address')
      message.assertHtmlIncludes('Verify e-mail address')
      message.assertTextIncludes('/verify-email/')
      return true
    })
    mail.restore()
  })

  test('refuses an e-mail that is already registered, with a field error', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    await User.create({ fullName: 'Someone', email: 'taken@example.test', password: 'password' })
    const response = await client
      .post('/register')
      .form({
        kind: 'dealer',
        companyName: 'Taken Srl',
        fullName: 'Other Person',
        email: 'taken@example.test',
        password: 'correct horse',
        password_confirmation: 'correct horse',
        terms: 'true',
      })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    assert.lengthOf(flashedFieldErrors(response).email ?? [], 1)
    mails.assertNoneQueued()
    mail.restore()
  })
})
