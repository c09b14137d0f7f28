import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import mail from '@adonisjs/mail/services/main'
import { DateTime } from 'luxon'
import Lead from '#leads/models/lead'
import { issueFormToken } from '#leads/form_token'
import { fillTimeCheck } from '#leads/domain/leads'
import { NewLeadMail, DealerInvitationMail, CarrierInvitationMail } from '#leads/mails/lead_mails'
import { company } from '#config/company'
import { createUserWithTeam, addMember } from '#tests/helpers/factories'
import { createStaff } from '#tests/helpers/transport_factories'
import { submitAs } from '#tests/helpers/requests'
import { countQueries } from '#tests/helpers/query_counter'

const FORM = {
  kind: 'dealer',
  companyName: 'Autosalone Verdi Srl',
  vatNumber: '01114601006',
  contactName: 'Giulia Verdi',
  email: 'Giulia@Verdi.it',
  phone: '+39 051 123456',
  volume: '6_20',
  message: 'Spostiamo auto tra Bologna e Milano ogni settimana.',
  privacy: 'true',
}

/** A form shown `secondsAgo` seconds ago. */
const aged = (secondsAgo = 10) => issueFormToken(Date.now() - secondsAgo * 1000)

function send(client: any, fields: Record<string, string>) {
  return client.post('/contact').withCsrfToken().redirects(0).form(fields)
}

const errorsOf = (response: any) => (response.flashMessages() as any).inputErrorsBag ?? {}
const props = (response: { inertiaProps: unknown }) => response.inertiaProps as any

test.group('Leads / public form', (group) => {
  group.each.setup(async () => {
    await limiter.clear(['memory'])
    const rollback = await testUtils.db().withGlobalTransaction()
    return async () => {
      mail.restore()
      await rollback()
    }
  })

  test('a company leaves its contacts: stored, the sales address told, thank-you page', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const page = await client.get('/contact?kind=transporter').withInertia()
    page.assertStatus(200)
    assert.isString(props(page).formToken)
    assert.equal(props(page).kind, 'transporter')
    const response = await send(client, { ...FORM, formToken: aged() })
    response.assertStatus(302)
    response.assertHeader('location', '/contact/thank-you')
    const lead = await Lead.findByOrFail('email', 'giulia@verdi.it')
    assert.equal(lead.state, 'new')
    assert.equal(lead.volume, '6_20')
    assert.equal(lead.locale, 'it')
    assert.isNotNull(lead.privacyAcceptedAt)
    mails.assertQueued(NewLeadMail, (m) => m.recipient.email === company.salesEmail)
    ;(await client.get('/contact/thank-you')).assertStatus(200)
  })

  test('spam: a filled hidden field is thanked and forgotten; too fast, stale or forged forms are refused', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const bot = await send(client, { ...FORM, website: 'http://spam.example', formToken: aged() })
    bot.assertHeader('location', '/contact/thank-you')
    const fast = await send(client, { ...FORM, formToken: aged(1) })
    assert.equal(
      errorsOf(fast).formToken[0],
      'Il modulo è stato inviato troppo in fretta: controlla i dati e invialo di nuovo.'
    )
    const stale = await send(client, { ...FORM, formToken: aged(2 * 24 * 3600) })
    assert.property(errorsOf(stale), 'formToken')
    const forged = await send(client, { ...FORM, formToken: 'not-a-token' })
    assert.property(errorsOf(forged), 'formToken')
    const missing = await send(client, FORM)
    assert.property(errorsOf(missing), 'formToken')
    assert.lengthOf(await Lead.all(), 0)
    mails.assertNoneQueued()
    assert.equal(fillTimeCheck(Date.now() - 5000, Date.now()), 'ok')
    assert.equal(fillTimeCheck(Date.now() + 5000, Date.now()), 'stale')
  })

  test('bad input: errors next to the fields, nothing stored', async ({ client, assert }) => {
    const response = await send(client, {
      ...FORM,
      vatNumber: '01114601007',
      email: 'not-an-email',
      privacy: '',
      volume: 'lots',
      kind: 'pirate',
      formToken: aged(),
    })
    const errors = errorsOf(response)
    for (const field of ['vatNumber', 'email', 'privacy', 'volume', 'kind'])
      assert.property(errors, field)
    assert.lengthOf(await Lead.all(), 0)
  })

  test('at most five forms an hour from one address', async ({ client, assert }) => {
    mail.fake()
    for (let i = 0; i < 5; i++) {
      const ok = await send(client, { ...FORM, email: `n${i}@verdi.it`, formToken: aged() })
      ok.assertHeader('location', '/contact/thank-you')
    }
    const sixth = await send(client, { ...FORM, email: 'n6@verdi.it', formToken: aged() })
    assert.notEqual(sixth.header('location'), '/contact/thank-you')
    assert.lengthOf(await Lead.all(), 5)
  })
})

test.group('Leads / staff', (group) => {
  group.each.setup(async () => {
    const rollback = await testUtils.db().withGlobalTransaction()
    return async () => {
      mail.restore()
      await rollback()
    }
  })

  let counter = 0
  const lead = (overrides: Partial<Lead> = {}) => {
    counter += 1
    return Lead.create({
      kind: 'dealer',
      companyName: `Azienda ${counter}`,
      contactName: `Persona ${counter}`,
      email: `lead${counter}@example.com`,
      volume: '1_5',
      locale: 'en',
      state: 'new',
      privacyAcceptedAt: DateTime.now(),
      ...overrides,
    })
  }

  test('the list filters by state, kind, search and handler with a bounded number of queries', async ({
    client,
    assert,
  }) => {
    const staff = await createStaff()
    const visit = (qs = '') =>
      countQueries(() => client.get(`/admin/leads${qs}`).loginAs(staff.user).withInertia())
    await lead({ assignedUserId: staff.user.id })
    const few = await visit()
    for (let i = 0; i < 30; i++) await lead({ assignedUserId: i % 2 ? staff.user.id : null })
    await lead({ kind: 'transporter', companyName: 'Trasporti Bianchi', state: 'contacted' })
    const many = await visit()
    assert.lengthOf(props(many.result).leads.data, 25)
    assert.equal(many.queries, few.queries)
    assert.equal(props(many.result).leads.data[1].handler, staff.user.fullName)
    const found = props((await visit('?q=bianchi&kind=transporter&state=contacted')).result).leads
    assert.deepEqual(
      found.data.map((row: any) => row.companyName),
      ['Trasporti Bianchi']
    )
    const mine = props((await visit('?mine=1')).result).leads
    assert.equal(mine.metadata.total, 16)
  })

  test('follow-up: state, notes and a staff handler; a non-staff handler is refused with nothing changed', async ({
    client,
    assert,
  }) => {
    const staff = await createStaff()
    const colleague = await addMember(staff.team, 'member')
    const record = await lead()
    const ok = await submitAs(client, staff.user, 'put', `/admin/leads/${record.id}`).json({
      state: 'contacted',
      notes: 'Richiamare lunedì',
      assignedUserId: colleague.id,
    })
    ok.assertStatus(302)
    await record.refresh()
    assert.equal(record.state, 'contacted')
    assert.equal(record.notes, 'Richiamare lunedì')
    assert.equal(record.assignedUserId, colleague.id)
    const dealer = await createUserWithTeam('dealer')
    const refused = await submitAs(client, staff.user, 'put', `/admin/leads/${record.id}`).json({
      state: 'discarded',
      assignedUserId: dealer.user.id,
    })
    assert.equal((refused.flashMessages() as any).error, 'Scegli un membro dello staff.')
    await record.refresh()
    assert.equal(record.state, 'contacted')
    assert.equal(record.assignedUserId, colleague.id)
    /* converted only by converting */
    const sneaky = await submitAs(client, staff.user, 'put', `/admin/leads/${record.id}`).json({
      state: 'converted',
    })
    assert.property(errorsOf(sneaky), 'state')
    await record.refresh()
    assert.equal(record.state, 'contacted')
  })

  test('convert: once, the invitation in the lead language (register for dealers, onboarding for carriers)', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const staff = await createStaff()
    const dealerLead = await lead()
    const carrierLead = await lead({ kind: 'transporter', locale: 'it' })
    ;(
      await submitAs(client, staff.user, 'post', `/admin/leads/${dealerLead.id}/convert`)
    ).assertStatus(302)
    ;(
      await submitAs(client, staff.user, 'post', `/admin/leads/${carrierLead.id}/convert`)
    ).assertStatus(302)
    await dealerLead.refresh()
    assert.equal(dealerLead.state, 'converted')
    assert.isNotNull(dealerLead.convertedAt)
    assert.equal(dealerLead.assignedUserId, staff.user.id)
    mails.assertQueued(
      DealerInvitationMail,
      (m) =>
        m.recipient.email === dealerLead.email && m.url.endsWith('/register') && m.locale === 'en'
    )
    mails.assertQueued(
      CarrierInvitationMail,
      (m) => m.recipient.email === carrierLead.email && m.url.endsWith('/onboarding/create')
    )
    const again = await submitAs(
      client,
      staff.user,
      'post',
      `/admin/leads/${dealerLead.id}/convert`
    )
    assert.equal(
      (again.flashMessages() as any).error,
      "Questo contatto è già stato convertito: l'invito è già partito."
    )
    mails.assertQueuedCount(DealerInvitationMail, 1)
    const page = await client.get(`/admin/leads/${dealerLead.id}`).loginAs(staff.user).withInertia()
    assert.equal(props(page).lead.state, 'converted')
  })

  test('dealers and carriers find no leads pages; nothing changes', async ({ client, assert }) => {
    const record = await lead()
    for (const kind of ['dealer', 'transporter'] as const) {
      const { user } = await createUserWithTeam(kind)
      ;(await client.get('/admin/leads').loginAs(user)).assertStatus(404)
      ;(await client.get(`/admin/leads/${record.id}`).loginAs(user)).assertStatus(404)
      ;(await submitAs(client, user, 'post', `/admin/leads/${record.id}/convert`)).assertStatus(404)
    }
    await record.refresh()
    assert.equal(record.state, 'new')
    const staff = await createStaff()
    ;(await client.get('/admin/leads/2147483647').loginAs(staff.user)).assertStatus(404)
  })
})
