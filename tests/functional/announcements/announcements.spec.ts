import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import mail from '@adonisjs/mail/services/main'
import { DateTime } from 'luxon'
import Announcement from '#announcements/models/announcement'
import AuditEvent from '#audit/models/audit_event'
import NotificationPreference from '#settings/models/notification_preference'
import { refreshActiveAnnouncements } from '#announcements/queries/announcements'
import { sendDueAnnouncements } from '#announcements/actions/send_due_announcements'
import { AnnouncementMail } from '#announcements/mails/announcement_mail'
import { createUserWithTeam, addMember } from '#tests/helpers/factories'
import { createStaff } from '#tests/helpers/transport_factories'
import { submitAs } from '#tests/helpers/requests'
import { countQueries } from '#tests/helpers/query_counter'
import db from '@adonisjs/lucid/services/db'

const FORM = {
  titleIt: 'Manutenzione sabato',
  titleEn: 'Maintenance on Saturday',
  bodyIt: 'La piattaforma sarà **ferma** dalle 22.',
  bodyEn: 'The platform will be **down** from 10 pm.',
  audience: 'transporters',
  state: 'scheduled',
}

const props = (response: { inertiaProps: unknown }) => response.inertiaProps as any

let counter = 0
async function announcement(overrides: Partial<Announcement> = {}, teamIds: number[] = []) {
  counter += 1
  const record = await Announcement.create({
    titleIt: `Avviso ${counter}`,
    titleEn: `Notice ${counter}`,
    bodyIt: `Testo ${counter}`,
    bodyEn: `Text ${counter}`,
    audience: 'everyone',
    state: 'scheduled',
    publishAt: DateTime.now().minus({ hours: 1 }),
    endsAt: null,
    sendEmail: false,
    emailedCount: 0,
    ...overrides,
  })
  if (teamIds.length > 0)
    await db
      .table('announcement_teams')
      .multiInsert(teamIds.map((teamId) => ({ announcement_id: record.id, team_id: teamId })))
  await refreshActiveAnnouncements()
  return record
}

/** The banners a member sees on their area's dashboard. */
async function banners(client: any, user: any, area: 'dealer' | 'transporter') {
  const page = await client.get(`/${area}`).loginAs(user).withInertia()
  page.assertStatus(200)
  return props(page).announcements as { id: number; title: string; html: string; seen: boolean }[]
}

test.group('Communications / announcements', (group) => {
  group.each.setup(async () => {
    await refreshActiveAnnouncements()
    const rollback = await testUtils.db().withGlobalTransaction()
    return async () => {
      await rollback()
      /* the active announcements are kept in memory: forget the rolled-back ones */
      await refreshActiveAnnouncements()
    }
  })

  test('a staff owner sends an announcement to carriers: audited, carriers see it in their language, dealers never', async ({
    client,
    assert,
  }) => {
    const staff = await createStaff()
    const response = await submitAs(client, staff.user, 'post', '/admin/communications').json(FORM)
    response.assertStatus(302)
    response.assertHeader('location', '/admin/communications')
    const saved = await Announcement.firstOrFail()
    assert.equal(saved.audience, 'transporters')
    assert.equal(saved.authorUserId, staff.user.id)
    assert.isNotNull(saved.publishAt)
    assert.isAtMost(saved.publishAt!.toMillis(), Date.now())
    const audit = await AuditEvent.query().where('action', 'announcement.created').firstOrFail()
    assert.equal(audit.subjectId, saved.id)
    assert.equal(audit.after?.audience, 'transporters')

    const carrier = await createUserWithTeam('transporter')
    carrier.user.locale = 'en'
    await carrier.user.save()
    const shown = await banners(client, carrier.user, 'transporter')
    assert.lengthOf(shown, 1)
    assert.equal(shown[0].title, 'Maintenance on Saturday')
    assert.include(shown[0].html, '<strong>down</strong>')
    assert.isFalse(shown[0].seen)

    const dealer = await createUserWithTeam('dealer')
    assert.lengthOf(await banners(client, dealer.user, 'dealer'), 0)
    /* and a dealer cannot record a view of it either */
    ;(
      await submitAs(client, dealer.user, 'post', `/dealer/announcements/${saved.id}/seen`)
    ).assertStatus(404)
    assert.equal(Number((await db.from('announcement_views').count('* as n').first()).n), 0)
  })

  test('chosen teams: only their members see it', async ({ client, assert }) => {
    const chosen = await createUserWithTeam('dealer')
    const colleague = await addMember(chosen.team, 'member')
    const other = await createUserWithTeam('dealer')
    const carrier = await createUserWithTeam('transporter')
    await announcement({ audience: 'teams', titleIt: 'Solo per voi' }, [chosen.team.id])
    assert.deepEqual(
      (await banners(client, chosen.user, 'dealer')).map((banner) => banner.title),
      ['Solo per voi']
    )
    assert.lengthOf(await banners(client, colleague, 'dealer'), 1)
    assert.lengthOf(await banners(client, other.user, 'dealer'), 0)
    assert.lengthOf(await banners(client, carrier.user, 'transporter'), 0)

    /* the form refuses an empty choice, and a staff team as audience */
    const staff = await createStaff()
    const empty = await submitAs(client, staff.user, 'post', '/admin/communications')
      .header('referer', '/admin/communications/create')
      .json({ ...FORM, audience: 'teams', teamIds: [] })
    assert.equal((empty.flashMessages() as any).inputErrorsBag.teamIds[0], 'Scegli almeno un team.')
    const staffTeam = await submitAs(client, staff.user, 'post', '/admin/communications')
      .header('referer', '/admin/communications/create')
      .json({ ...FORM, audience: 'teams', teamIds: [staff.team.id] })
    assert.property((staffTeam.flashMessages() as any).inputErrorsBag, 'teamIds')
    assert.lengthOf(await Announcement.query().where('title_it', FORM.titleIt), 0)
  })

  test('schedule: not before it goes out, not after it ends, drafts never; the form checks the end', async ({
    client,
    assert,
  }) => {
    const dealer = await createUserWithTeam('dealer')
    await announcement({ titleIt: 'Futura', publishAt: DateTime.now().plus({ hours: 2 }) })
    await announcement({
      titleIt: 'Finita',
      publishAt: DateTime.now().minus({ days: 2 }),
      endsAt: DateTime.now().minus({ hours: 1 }),
    })
    await announcement({ titleIt: 'Bozza', state: 'draft' })
    await announcement({ titleIt: 'Attiva', endsAt: DateTime.now().plus({ days: 1 }) })
    assert.deepEqual(
      (await banners(client, dealer.user, 'dealer')).map((banner) => banner.title),
      ['Attiva']
    )

    const staff = await createStaff()
    const list = await client
      .get('/admin/communications?status=scheduled')
      .loginAs(staff.user)
      .withInertia()
    assert.deepEqual(
      props(list).communications.data.map((row: any) => [row.titleIt, row.status]),
      [['Futura', 'scheduled']]
    )

    /* a day and time in Rome: 2026-12-05 09:30 Rome is 08:30 UTC */
    const scheduled = await submitAs(client, staff.user, 'post', '/admin/communications').json({
      ...FORM,
      publishOn: '2099-12-05',
      publishTime: '09:30',
    })
    scheduled.assertStatus(302)
    const saved = await Announcement.query().where('title_it', FORM.titleIt).firstOrFail()
    assert.equal(saved.publishAt!.toUTC().toISO(), '2099-12-05T08:30:00.000Z')

    const backwards = await submitAs(client, staff.user, 'post', '/admin/communications')
      .header('referer', '/admin/communications/create')
      .json({ ...FORM, publishOn: '2099-12-05', endOn: '2099-12-01', publishTime: 'nine' })
    const errors = (backwards.flashMessages() as any).inputErrorsBag
    assert.property(errors, 'publishTime')
    const ends = await submitAs(client, staff.user, 'post', '/admin/communications')
      .header('referer', '/admin/communications/create')
      .json({ ...FORM, publishOn: '2099-12-05', endOn: '2099-12-01' })
    assert.equal(
      (ends.flashMessages() as any).inputErrorsBag.endOn[0],
      "La fine deve venire dopo l'inizio."
    )
    assert.lengthOf(await Announcement.query().where('title_it', FORM.titleIt), 1)
  })

  test('seen once and dismissed for good; staff see how many saw and closed it', async ({
    client,
    assert,
  }) => {
    const first = await createUserWithTeam('dealer')
    const second = await createUserWithTeam('transporter')
    const notice = await announcement({ titleIt: 'Per tutti' })

    for (let i = 0; i < 2; i++)
      (
        await submitAs(client, first.user, 'post', `/dealer/announcements/${notice.id}/seen`)
      ).assertStatus(204)
    assert.isTrue((await banners(client, first.user, 'dealer'))[0].seen)
    ;(
      await submitAs(client, second.user, 'post', `/transporter/announcements/${notice.id}/dismiss`)
    ).assertStatus(204)
    ;(
      await submitAs(client, second.user, 'post', `/transporter/announcements/${notice.id}/dismiss`)
    ).assertStatus(204)
    assert.lengthOf(await banners(client, second.user, 'transporter'), 0)
    assert.lengthOf(await banners(client, first.user, 'dealer'), 1)

    const rows = await db.from('announcement_views').where('announcement_id', notice.id)
    assert.lengthOf(rows, 2)

    const staff = await createStaff()
    const list = await client.get('/admin/communications').loginAs(staff.user).withInertia()
    const row = props(list).communications.data[0]
    assert.equal(row.seen, 2)
    assert.equal(row.dismissed, 1)
    assert.equal(row.status, 'sent')
  })

  test('the banners cost one bounded query per page, however many announcements there are', async ({
    client,
    assert,
  }) => {
    const dealer = await createUserWithTeam('dealer')
    const visit = () => countQueries(() => client.get('/dealer').loginAs(dealer.user).withInertia())
    const none = await visit()
    assert.lengthOf(props(none.result).announcements, 0)
    await announcement({ titleIt: 'Una' })
    const one = await visit()
    assert.lengthOf(props(one.result).announcements, 1)
    assert.equal(one.queries, none.queries + 1)
    const carrier = await createUserWithTeam('transporter')
    for (let i = 0; i < 12; i++) await announcement({ audience: i % 2 ? 'dealers' : 'everyone' })
    for (let i = 0; i < 5; i++) await announcement({ audience: 'teams' }, [carrier.team.id])
    for (let i = 0; i < 5; i++) await announcement({ audience: 'transporters' })
    const many = await visit()
    assert.lengthOf(props(many.result).announcements, 3)
    assert.equal(many.queries, one.queries)

    /* the staff list too: its query count does not grow with the rows */
    const staff = await createStaff()
    const list = () =>
      countQueries(() => client.get('/admin/communications').loginAs(staff.user).withInertia())
    const few = await list()
    for (let i = 0; i < 30; i++) await announcement({ state: 'draft' })
    const more = await list()
    assert.lengthOf(props(more.result).communications.data, 25)
    assert.equal(more.queries, few.queries)
  })

  test('the e-mail goes out once, in each recipient’s language, to those who want it', async ({
    assert,
  }) => {
    const { mails } = mail.fake()
    try {
      const dealer = await createUserWithTeam('dealer')
      dealer.user.locale = 'en'
      await dealer.user.save()
      const carrier = await createUserWithTeam('transporter')
      const optedOut = await createUserWithTeam('transporter')
      await NotificationPreference.create({
        userId: optedOut.user.id,
        type: 'announcement',
        channel: 'mail',
        enabled: false,
      })
      await createStaff()
      const later = await announcement({
        sendEmail: true,
        publishAt: DateTime.now().plus({ hours: 1 }),
      })
      const notice = await announcement({
        sendEmail: true,
        titleIt: 'Nuove tariffe',
        titleEn: 'New prices',
        bodyIt: 'Dal 1° gennaio. <script>alert(1)</script>',
        bodyEn: 'From 1 January.',
      })

      assert.equal(await sendDueAnnouncements(), 2)
      const queued = mails.queued((item) => item instanceof AnnouncementMail)
      assert.sameMembers(
        queued.map((item) => (item as AnnouncementMail).recipient.email),
        [dealer.user.email, carrier.user.email]
      )
      const english = queued.find(
        (item) => (item as AnnouncementMail).recipient.email === dealer.user.email
      )!
      english.message.assertSubject('Announcement: New prices')
      english.message.assertTextIncludes('From 1 January.')
      const italian = queued.find(
        (item) => (item as AnnouncementMail).recipient.email === carrier.user.email
      )!
      italian.message.assertSubject('Comunicazione: Nuove tariffe')
      italian.message.assertHtmlIncludes('&lt;script&gt;')

      /* a retry, or the next run, sends nothing again */
      assert.equal(await sendDueAnnouncements(), 0)
      await db.from('announcements').where('id', notice.id).update({ emailed_at: null })
      assert.equal(await sendDueAnnouncements(), 0)
      assert.lengthOf(
        mails.queued((item) => item instanceof AnnouncementMail),
        2
      )
      await notice.refresh()
      assert.isNotNull(notice.emailedAt)
      assert.equal(notice.emailedCount, 2)
      await later.refresh()
      assert.isNull(later.emailedAt)
    } finally {
      mail.restore()
    }
  })

  test('refused: other areas find no such page, staff members read but do not write; nothing changes', async ({
    client,
    assert,
  }) => {
    const existing = await announcement()
    const dealer = await createUserWithTeam('dealer')
    ;(await client.get('/admin/communications').loginAs(dealer.user)).assertStatus(404)
    ;(await submitAs(client, dealer.user, 'post', '/admin/communications').json(FORM)).assertStatus(
      404
    )
    const staff = await createStaff()
    const member = await addMember(staff.team, 'member')
    const list = await client.get('/admin/communications').loginAs(member).withInertia()
    list.assertStatus(200)
    assert.isFalse(props(list).can.manage)
    ;(await client.get('/admin/communications/create').loginAs(member)).assertStatus(403)
    for (const [method, url] of [
      ['post', '/admin/communications'],
      ['put', `/admin/communications/${existing.id}`],
      ['delete', `/admin/communications/${existing.id}`],
    ] as const) {
      const answer = await submitAs(client, member, method, url)
        .header('referer', '/admin/communications')
        .json(FORM)
      assert.notEqual(answer.status(), 200)
    }
    await existing.refresh()
    assert.equal(existing.titleIt.startsWith('Avviso'), true)
    assert.lengthOf(await Announcement.all(), 1)
    assert.lengthOf(await AuditEvent.query().whereLike('action', 'announcement.%'), 0)
    /* staff have no banner routes */
    ;(
      await submitAs(client, staff.user, 'post', `/dealer/announcements/${existing.id}/seen`)
    ).assertStatus(404)
  })

  test('edit and delete with their audit lines', async ({ client, assert }) => {
    const staff = await createStaff()
    const existing = await announcement({ state: 'draft', publishAt: null })
    const edit = await client
      .get(`/admin/communications/${existing.id}/edit`)
      .loginAs(staff.user)
      .withInertia()
    assert.equal(props(edit).announcement.bodyIt, existing.bodyIt)
    const updated = await submitAs(
      client,
      staff.user,
      'put',
      `/admin/communications/${existing.id}`
    ).json({ ...FORM, state: 'draft' })
    updated.assertStatus(302)
    await existing.refresh()
    assert.equal(existing.titleIt, FORM.titleIt)
    ;(
      await submitAs(client, staff.user, 'delete', `/admin/communications/${existing.id}`)
    ).assertStatus(302)
    assert.isNull(await Announcement.find(existing.id))
    const actions = (await AuditEvent.query().orderBy('id')).map((event) => event.action)
    assert.deepEqual(actions, ['announcement.updated', 'announcement.deleted'])
  })
})
