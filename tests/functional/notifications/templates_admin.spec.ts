import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import mail from '@adonisjs/mail/services/main'
import db from '@adonisjs/lucid/services/db'
import AuditEvent from '#audit/models/audit_event'
import { notify } from '#notifications/actions/notify'
import NotificationMail from '#notifications/mails/notification_mail'
import { forgetTemplates } from '#notifications/queries/templates'
import { NOTIFICATION_TYPE_KEYS } from '#settings/domain/notification_types'
import { addMember, createUserWithTeam } from '#tests/helpers/factories'
import { createStaff } from '#tests/helpers/transport_factories'
import { submitAs } from '#tests/helpers/requests'
import { countQueries } from '#tests/helpers/query_counter'

const props = (response: { inertiaProps: unknown }) => response.inertiaProps as any
const SHOW = '/admin/settings/notifications/quote_ready'

const edited = (overrides: Record<string, string> = {}) => ({
  locale: 'it',
  subject: 'Preventivo {reference} pronto: {amount}',
  body: 'Ciao!\nIl preventivo per {reference} costa {amount}.',
  action: 'Apri il preventivo',
  ...overrides,
})

const versionsOf = (type: string, locale: string) =>
  db
    .from('notification_template_versions')
    .where('type', type)
    .where('locale', locale)
    .orderBy('version')

test.group('Notifications / Admin → Settings → Notifications', (group) => {
  group.each.setup(async () => {
    forgetTemplates()
    const rollback = await testUtils.db().withGlobalTransaction()
    return async () => {
      await rollback()
      /* the latest versions are kept in memory: forget the rolled-back ones */
      forgetTemplates()
    }
  })

  test('the list shows every type with audience, channels, team recipients and whether edited', async ({
    client,
    assert,
  }) => {
    const staff = await createStaff()
    const page = await client.get('/admin/settings/notifications').loginAs(staff.user).withInertia()
    page.assertStatus(200)
    assert.equal(page.inertiaComponent, 'admin/settings/notifications/index')
    const types = props(page).types
    assert.deepEqual(
      types.map((row: any) => row.type),
      NOTIFICATION_TYPE_KEYS
    )
    const quote = types.find((row: any) => row.type === 'quote_ready')
    assert.deepEqual(quote.audiences, ['dealer'])
    assert.isTrue(quote.mail)
    assert.isTrue(quote.inApp)
    assert.isTrue(quote.teamRecipients)
    assert.deepEqual(quote.variables, ['reference', 'amount'])
    assert.deepEqual(quote.customLocales, [])
    assert.isTrue(props(page).can.edit)

    await submitAs(client, staff.user, 'post', `${SHOW}/versions`).json(edited())
    const again = await client
      .get('/admin/settings/notifications')
      .loginAs(staff.user)
      .withInertia()
    const row = props(again).types.find((item: any) => item.type === 'quote_ready')
    assert.deepEqual(row.customLocales, ['it'])
  })

  test('the page of a type: it and en templates from the lang files, variables, a preview; unknown type 404', async ({
    client,
    assert,
  }) => {
    const staff = await createStaff()
    const page = await client.get(SHOW).loginAs(staff.user).withInertia()
    page.assertStatus(200)
    assert.equal(page.inertiaComponent, 'admin/settings/notifications/show')
    const { type, templates, versions } = props(page)
    assert.deepEqual(type.variables, ['reference', 'amount'])
    assert.deepEqual(
      templates.map((template: any) => template.locale),
      ['it', 'en']
    )
    const en = templates[1]
    assert.equal(en.texts.subject, 'Quote ready for {reference}')
    assert.isFalse(en.custom)
    assert.equal(en.version, 0)
    assert.deepEqual(en.defaults, en.texts)
    assert.equal(en.preview.subject, 'Quote ready for TR-2026-00042')
    assert.lengthOf(versions, 0)
    ;(
      await client.get('/admin/settings/notifications/not_a_type').loginAs(staff.user)
    ).assertStatus(404)
  })

  test('saving creates version 1 then 2, audited; the history lists them', async ({
    client,
    assert,
  }) => {
    const staff = await createStaff()
    const first = await submitAs(client, staff.user, 'post', `${SHOW}/versions`).json(edited())
    first.assertStatus(302)
    first.assertHeader('location', SHOW)
    await submitAs(client, staff.user, 'post', `${SHOW}/versions`).json(
      edited({ subject: 'Seconda versione per {reference}' })
    )
    const rows = await versionsOf('quote_ready', 'it')
    assert.deepEqual(
      rows.map((row) => Number(row.version)),
      [1, 2]
    )
    assert.equal(rows[1].subject, 'Seconda versione per {reference}')
    assert.equal(Number(rows[1].created_by_user_id), staff.user.id)
    assert.isFalse(Boolean(rows[1].is_default))
    assert.lengthOf(await versionsOf('quote_ready', 'en'), 0)

    const audits = await AuditEvent.query()
      .where('action', 'notification_template.saved')
      .orderBy('id')
    assert.lengthOf(audits, 2)
    assert.equal(audits[1].actorUserId, staff.user.id)
    assert.equal(audits[1].subjectType, 'notification_template')
    assert.equal(audits[1].after?.version, 2)
    assert.equal(audits[1].after?.subject, 'Seconda versione per {reference}')

    const page = await client.get(SHOW).loginAs(staff.user).withInertia()
    const it = props(page).templates[0]
    assert.isTrue(it.custom)
    assert.equal(it.version, 2)
    assert.equal(it.texts.subject, 'Seconda versione per {reference}')
    assert.equal(it.preview.subject, 'Seconda versione per TR-2026-00042')
    assert.deepEqual(
      props(page).versions.map((version: any) => version.version),
      [2, 1]
    )
    assert.equal(props(page).versions[0].createdByName, staff.user.fullName)
  })

  test('an unknown variable or a broken text is refused next to the field (translated), nothing saved', async ({
    client,
    assert,
  }) => {
    const staff = await createStaff()
    const refused = await submitAs(client, staff.user, 'post', `${SHOW}/versions`)
      .header('referer', SHOW)
      .json(edited({ body: 'Costo {amount} per {customer} e {iban}', action: 'Apri {' }))
    refused.assertStatus(302)
    const errors = (refused.flashMessages() as any).inputErrorsBag
    assert.equal(errors.body[0], 'Variabili non disponibili per questo tipo: {customer}, {iban}')
    assert.equal(errors.action[0], 'Testo non valido: controlla le parentesi graffe.')
    assert.notProperty(errors, 'subject')

    const json = await submitAs(client, staff.user, 'post', `${SHOW}/versions`)
      .header('accept', 'application/json')
      .json(edited({ locale: 'en', subject: 'Hi {name}' }))
    json.assertStatus(422)
    assert.include(JSON.stringify(json.body()), 'Variabile non disponibile per questo tipo: {name}')

    const tooLong = await submitAs(client, staff.user, 'post', `${SHOW}/versions`)
      .header('referer', SHOW)
      .json(edited({ action: 'x'.repeat(121) }))
    assert.property((tooLong.flashMessages() as any).inputErrorsBag, 'action')

    assert.lengthOf(await db.from('notification_template_versions'), 0)
    assert.lengthOf(await AuditEvent.query().where('action', 'notification_template.saved'), 0)
  })

  test('the latest version is used by the next notification e-mail and in-app text; restore default goes back', async ({
    client,
    assert,
  }) => {
    const staff = await createStaff()
    const dealer = await createUserWithTeam('dealer')
    const tell = async (key: string) => {
      await notify({
        type: 'quote_ready',
        eventKey: key,
        teamIds: [dealer.team.id],
        params: { reference: 'RQ-7', amount: '90,00 €' },
        link: { path: '/dealer/requests/7' },
      })
    }
    const { mails } = mail.fake()
    try {
      await submitAs(client, staff.user, 'post', `${SHOW}/versions`).json(edited())
      await tell('quote:1')
      const [sent] = mails.queued((item) => item instanceof NotificationMail)
      await sent.buildWithContents()
      sent.message.assertSubject('Preventivo RQ-7 pronto: 90,00 €')
      sent.message.assertTextIncludes('Il preventivo per RQ-7 costa 90,00 €.')
      sent.message.assertTextIncludes('Apri il preventivo')

      const inbox = await client.get('/user/notifications').loginAs(dealer.user).withInertia()
      const [item] = props(inbox).notifications.data
      assert.equal(item.title, 'Preventivo RQ-7 pronto: 90,00 €')
      assert.equal(item.body, 'Ciao!\nIl preventivo per RQ-7 costa 90,00 €.')
      /* another language keeps its own (default) template */
      const latest = await client
        .get('/user/notifications/latest')
        .header('accept-language', 'en')
        .loginAs(dealer.user)
      const english = await client
        .get('/user/notifications')
        .withCookie('locale', 'en')
        .loginAs(dealer.user)
        .withInertia()
      assert.equal(latest.body().data[0].title, 'Quote ready for RQ-7')
      assert.equal(props(english).notifications.data[0].title, 'Quote ready for RQ-7')

      const restored = await submitAs(client, staff.user, 'post', `${SHOW}/restore`).json({
        locale: 'it',
      })
      restored.assertStatus(302)
      const rows = await versionsOf('quote_ready', 'it')
      assert.deepEqual(
        rows.map((row) => [Number(row.version), Boolean(row.is_default)]),
        [
          [1, false],
          [2, true],
        ]
      )
      assert.isNull(rows[1].subject)
      await tell('quote:2')
      const after = mails.queued((queued) => queued instanceof NotificationMail)
      const last = after[after.length - 1]
      await last.buildWithContents()
      last.message.assertSubject('Preventivo pronto per RQ-7')
      const page = await client.get(SHOW).loginAs(staff.user).withInertia()
      assert.isFalse(props(page).templates[0].custom)
      assert.lengthOf(await AuditEvent.query().where('action', 'notification_template.saved'), 2)
    } finally {
      mail.restore()
    }
  })

  test('sending to many recipients reads the templates once (cached), not per recipient', async ({
    client,
    assert,
  }) => {
    const staff = await createStaff()
    await submitAs(client, staff.user, 'post', `${SHOW}/versions`).json(edited())
    const dealer = await createUserWithTeam('dealer')
    const few = await createUserWithTeam('dealer')
    for (let index = 0; index < 5; index++) await addMember(dealer.team, 'member')
    const { mails } = mail.fake()
    try {
      const send = (teamId: number, key: string) =>
        notify({
          type: 'quote_ready',
          eventKey: key,
          teamIds: [teamId],
          params: { reference: 'RQ-8', amount: '1,00 €' },
        })
      await send(few.team.id, 'q:1')
      await send(dealer.team.id, 'q:2')
      const sent = mails.queued((item) => item instanceof NotificationMail)
      assert.lengthOf(sent, 7)
      await sent[0].buildWithContents()
      sent[0].message.assertSubject('Preventivo RQ-8 pronto: 1,00 €')
      /* building every recipient's e-mail: one read with a cold cache, none warm */
      const build = () =>
        countQueries(async () => {
          for (const queued of sent) {
            const { recipient, item } = queued as NotificationMail
            const fresh = new NotificationMail(recipient, item)
            await fresh.buildWithContents()
            fresh.message.assertSubject('Preventivo RQ-8 pronto: 1,00 €')
          }
        })
      forgetTemplates()
      assert.equal((await build()).queries, 1)
      assert.equal((await build()).queries, 0)
    } finally {
      mail.restore()
    }
  })

  test('preview: the form texts rendered with example values, escaped text only, nothing saved', async ({
    client,
    assert,
  }) => {
    const staff = await createStaff()
    const shown = await submitAs(client, staff.user, 'post', `${SHOW}/preview`).json(
      edited({ locale: 'en', subject: '<b>Quote</b> {reference}' })
    )
    shown.assertStatus(302)
    shown.assertHeader('location', SHOW)
    const preview = (shown.flashMessages() as any).templatePreview
    assert.deepEqual(preview, {
      locale: 'en',
      subject: '<b>Quote</b> TR-2026-00042',
      body: 'Ciao!\nIl preventivo per TR-2026-00042 costa € 1.250,00.',
      action: 'Apri il preventivo',
    })
    const refused = await submitAs(client, staff.user, 'post', `${SHOW}/preview`)
      .header('referer', SHOW)
      .json(edited({ subject: '{nope}' }))
    assert.property((refused.flashMessages() as any).inputErrorsBag, 'subject')
    assert.lengthOf(await db.from('notification_template_versions'), 0)
  })

  test('test send: the current template e-mailed to the signed-in staff member in the chosen language', async ({
    client,
    assert,
  }) => {
    const staff = await createStaff()
    const { mails } = mail.fake()
    try {
      await submitAs(client, staff.user, 'post', `${SHOW}/versions`).json(edited())
      const sent = await submitAs(client, staff.user, 'post', `${SHOW}/test`).json({ locale: 'it' })
      sent.assertStatus(302)
      assert.equal(
        (sent.flashMessages() as any).success,
        `E-mail di prova inviata a ${staff.user.email}.`
      )
      const [message] = mails.sent((item) => item instanceof NotificationMail)
      assert.equal((message as NotificationMail).recipient.email, staff.user.email)
      await message.buildWithContents()
      message.message.assertSubject('Preventivo TR-2026-00042 pronto: € 1.250,00')
      await submitAs(client, staff.user, 'post', `${SHOW}/test`).json({ locale: 'en' })
      const english = mails.sent((item) => item instanceof NotificationMail)[1]
      await english.buildWithContents()
      english.message.assertSubject('Quote ready for TR-2026-00042')
    } finally {
      mail.restore()
    }
  })

  test('refused: other areas 404; staff members read but do not save, restore or send; nothing changes', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    try {
      for (const kind of ['dealer', 'transporter'] as const) {
        const other = await createUserWithTeam(kind)
        ;(await client.get('/admin/settings/notifications').loginAs(other.user)).assertStatus(404)
        ;(await client.get(SHOW).loginAs(other.user)).assertStatus(404)
        ;(
          await submitAs(client, other.user, 'post', `${SHOW}/versions`).json(edited())
        ).assertStatus(404)
        ;(
          await submitAs(client, other.user, 'post', `${SHOW}/test`).json({ locale: 'it' })
        ).assertStatus(404)
      }
      const staff = await createStaff()
      const member = await addMember(staff.team, 'member')
      const page = await client.get(SHOW).loginAs(member).withInertia()
      page.assertStatus(200)
      assert.isFalse(props(page).can.edit)
      for (const [path, body] of [
        ['versions', edited()],
        ['restore', { locale: 'it' }],
        ['test', { locale: 'it' }],
      ] as const) {
        const tried = await submitAs(client, member, 'post', `${SHOW}/${path}`)
          .header('referer', SHOW)
          .json(body)
        assert.notEqual(tried.status(), 200)
        assert.isUndefined((tried.flashMessages() as any)?.success)
      }
      assert.lengthOf(await db.from('notification_template_versions'), 0)
      assert.lengthOf(await AuditEvent.query().where('action', 'notification_template.saved'), 0)
      assert.lengthOf(mails.sent(), 0)
    } finally {
      mail.restore()
    }
  })
})
