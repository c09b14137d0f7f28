import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import mail from '@adonisjs/mail/services/main'
import PayoutAccount from '#payouts/models/payout_account'
import PayoutAccountChange from '#payouts/models/payout_account_change'
import IbanChangedMail from '#payouts/mails/iban_changed_mail'
import { DEFAULT_PRICING_SETTINGS } from '#pricing/domain/pricing'
import { settingsToForm } from '#pricing/domain/settings_form'
import { currentPricingSettings } from '#pricing/queries/current_settings'
import { updatePlatformSettings } from '#pricing/actions/update_platform_settings'
import { addMember, createUserWithTeam } from '#tests/helpers/factories'
import { flashedFieldErrors } from '#tests/helpers/assertions'
import { submitAs } from '#tests/helpers/requests'
import { allKeys } from '#tests/helpers/transport_factories'

const IBAN = 'IT60 X054 2811 1010 0000 0123 456'
const OTHER_IBAN = 'IT66A0306909606100000012345'
/* the last digit changed: the mod-97 check digits no longer match */
const WRONG_CHECKSUM = 'IT60X0542811101000000123457'

function saveAccount(client: any, user: any, body: Record<string, unknown>) {
  return submitAs(client, user, 'put', '/settings/billing/account')
    .header('referer', '/settings/billing')
    .form(body)
}

test.group('Settings → Billing', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("a carrier's owner enters the payout IBAN: normalised, shown masked, the change recorded and e-mailed to the owners", async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const { user, team } = await createUserWithTeam('transporter')
    const coOwner = await addMember(team, 'admin')

    const empty = await client.get('/settings/billing').loginAs(user).withInertia()
    empty.assertStatus(200)
    assert.isNull((empty.inertiaProps as any).payoutAccount)
    assert.isTrue((empty.inertiaProps as any).can.update)

    const saved = await saveAccount(client, user, {
      iban: IBAN,
      accountHolder: 'Trasporti Bianchi S.r.l.',
      bic: 'bpmoit22xxx',
    })
    saved.assertStatus(302)
    saved.assertHeader('location', '/settings/billing')
    const account = await PayoutAccount.findByOrFail('team_id', team.id)
    assert.equal(account.iban, 'IT60X0542811101000000123456')
    assert.equal(account.bic, 'BPMOIT22XXX')
    const page = await client.get('/settings/billing').loginAs(coOwner).withInertia()
    const props = page.inertiaProps as any
    assert.deepInclude(props.payoutAccount, {
      ibanMasked: 'IT60 **** **** 3456',
      accountHolder: 'Trasporti Bianchi S.r.l.',
    })
    /* the full IBAN never reaches the page */
    assert.notInclude(JSON.stringify(props), 'IT60X0542811101000000123456')
    assert.notInclude(allKeys(props), 'iban')
    assert.lengthOf(props.changes, 1)
    assert.deepInclude(props.changes[0], {
      oldIbanMasked: null,
      newIbanMasked: 'IT60 **** **** 3456',
    })
    assert.equal(props.changes[0].by, user.fullName)
    mails.assertQueuedCount(IbanChangedMail, 1)
    mails.assertQueued(
      IbanChangedMail,
      (m) => m.recipient.email === user.email && m.data.newIban === 'IT60 **** **** 3456'
    )

    /* a new IBAN: old → new; the same IBAN again (holder changed): nothing recorded */
    await saveAccount(client, user, { iban: OTHER_IBAN, accountHolder: 'Trasporti Bianchi S.r.l.' })
    await saveAccount(client, user, { iban: OTHER_IBAN, accountHolder: 'Trasporti Bianchi Srl' })
    const changes = await PayoutAccountChange.query().where('team_id', team.id).orderBy('id')
    assert.deepEqual(
      changes.map((change) => [change.oldIbanMasked, change.newIbanMasked]),
      [
        [null, 'IT60 **** **** 3456'],
        ['IT60 **** **** 3456', 'IT66 **** **** 2345'],
      ]
    )
    mails.assertQueuedCount(IbanChangedMail, 2)
    assert.equal(
      (await PayoutAccount.findByOrFail('team_id', team.id)).accountHolder,
      'Trasporti Bianchi Srl'
    )
  })

  test('a wrong checksum is a translated field error and nothing changes', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const { user, team } = await createUserWithTeam('transporter')
    const refused = await saveAccount(client, user, {
      iban: WRONG_CHECKSUM,
      accountHolder: 'Trasporti Bianchi S.r.l.',
    })
    refused.assertStatus(302)
    const errors = flashedFieldErrors(refused)
    assert.match(errors.iban[0], /cifre di controllo/)
    for (const body of [
      { iban: 'IT60', accountHolder: 'Trasporti' },
      { iban: 'BR1500000000000010932840814P2', accountHolder: 'Trasporti' },
      { iban: IBAN, accountHolder: 'x' },
      { iban: IBAN, accountHolder: 'Trasporti', bic: 'NOTABIC!' },
      { iban: 'x'.repeat(200_000), accountHolder: 'Trasporti' },
      { iban: ['IT60'], accountHolder: { a: 1 } },
    ]) {
      const answer = await saveAccount(client, user, body)
      answer.assertStatus(302)
      assert.isNotEmpty(flashedFieldErrors(answer))
    }
    assert.isNull(await PayoutAccount.findBy('team_id', team.id))
    assert.lengthOf(await PayoutAccountChange.query().where('team_id', team.id), 0)
    mails.assertQueuedCount(IbanChangedMail, 0)
  })

  test('members read, owners and admins edit, drivers and staff do not see it', async ({
    client,
    assert,
  }) => {
    mail.fake()
    const { user: owner, team } = await createUserWithTeam('transporter')
    await saveAccount(client, owner, { iban: IBAN, accountHolder: 'Trasporti Bianchi' })
    const member = await addMember(team, 'member')
    const driver = await addMember(team, 'driver')
    const staff = await createUserWithTeam('staff')

    const read = await client.get('/settings/billing').loginAs(member).withInertia()
    read.assertStatus(200)
    assert.isFalse((read.inertiaProps as any).can.update)
    assert.equal((read.inertiaProps as any).payoutAccount.ibanMasked, 'IT60 **** **** 3456')
    const denied = await saveAccount(client, member, { iban: OTHER_IBAN, accountHolder: 'Altro' })
    assert.oneOf(denied.status(), [302, 403])

    ;(await client.get('/settings/billing').loginAs(driver)).assertStatus(404)
    ;(await saveAccount(client, driver, { iban: OTHER_IBAN, accountHolder: 'Altro' })).assertStatus(
      404
    )
    ;(await client.get('/settings/billing').loginAs(staff.user)).assertStatus(404)
    ;(
      await saveAccount(client, staff.user, { iban: OTHER_IBAN, accountHolder: 'Altro' })
    ).assertStatus(404)
    const guest = await client.get('/settings/billing').redirects(0)
    guest.assertStatus(302)
    guest.assertHeader('location', '/login')

    const account = await PayoutAccount.findByOrFail('team_id', team.id)
    assert.equal(account.iban, 'IT60X0542811101000000123456')
    assert.lengthOf(await PayoutAccountChange.query().where('team_id', team.id), 1)
  })

  test("a dealer sees and edits its invoicing data with the team's company form; it has no payout account", async ({
    client,
    assert,
  }) => {
    const { user, team } = await createUserWithTeam('dealer', { withoutCompany: true })
    const page = await client.get('/settings/billing').loginAs(user).withInertia()
    page.assertStatus(200)
    const props = page.inertiaProps as any
    assert.equal(props.team.kind, 'dealer')
    assert.isFalse(props.invoiceable)
    assert.isNull(props.payoutAccount)

    const saved = await submitAs(client, user, 'put', `/teams/${team.id}/company`).form({
      legalName: 'Autosalone Rossi S.p.A.',
      vatNumber: '12345678903',
      sdiCode: 'M5UXCR1',
      street: 'Via Emilia 120',
      cap: '40133',
      city: 'Bologna',
      province: 'BO',
      returnTo: 'billing',
    })
    saved.assertStatus(302)
    saved.assertHeader('location', '/settings/billing')
    const after = (await client.get('/settings/billing').loginAs(user).withInertia())
      .inertiaProps as any
    assert.isTrue(after.invoiceable)
    assert.equal(after.company.sdiCode, 'M5UXCR1')
    /* without returnTo the team page's form goes back to the team page */
    const fromTeam = await submitAs(client, user, 'put', `/teams/${team.id}/company`).form({
      legalName: 'Autosalone Rossi S.p.A.',
      vatNumber: '12345678903',
      pec: 'rossi@pec.example.it',
      street: 'Via Emilia 120',
      cap: '40133',
      city: 'Bologna',
      province: 'BO',
    })
    fromTeam.assertHeader('location', `/teams/${team.id}/main`)

    const refused = await saveAccount(client, user, { iban: IBAN, accountHolder: 'Rossi' })
    refused.assertStatus(302)
    assert.isNotEmpty(flashedFieldErrors(refused))
    assert.isNull(await PayoutAccount.findBy('team_id', team.id))
  })

  test('Settings → General: the platform IBAN is checked too; the company data say when invoices can be issued', async ({
    client,
    assert,
  }) => {
    const { user } = await createUserWithTeam('staff')
    const form = settingsToForm(DEFAULT_PRICING_SETTINGS)
    /* a platform that has not entered its company data yet (the test bootstrap had) */
    await updatePlatformSettings(form, null)
    const version = (await currentPricingSettings()).version
    const company = {
      legalName: 'Trasporti S.r.l.',
      vatNumber: '01234567897',
      street: 'Via Monte Napoleone 10',
      cap: '20121',
      city: 'Milano',
      province: 'MI',
    }
    const refused = await submitAs(client, user, 'put', '/admin/settings/general').json({
      ...form,
      company: { ...company, iban: WRONG_CHECKSUM, bic: 'XX' },
    })
    refused.assertStatus(302)
    const errors = flashedFieldErrors(refused)
    assert.match(errors['company.iban'][0], /cifre di controllo/)
    assert.isDefined(errors['company.bic'])
    assert.equal((await currentPricingSettings()).version, version)

    const before = await client.get('/admin/settings/general').loginAs(user).withInertia()
    assert.isFalse((before.inertiaProps as any).invoicingReady)
    const saved = await submitAs(client, user, 'put', '/admin/settings/general').json({
      ...form,
      company: {
        ...company,
        iban: IBAN,
        bic: 'BPMOIT22XXX',
        reaOffice: 'mi',
        reaNumber: '2012345',
      },
    })
    saved.assertStatus(302)
    const settings = await currentPricingSettings()
    assert.equal(settings.company.iban, 'IT60X0542811101000000123456')
    assert.equal(settings.company.reaOffice, 'MI')
    assert.equal(settings.company.country, 'IT')
    const after = await client.get('/admin/settings/general').loginAs(user).withInertia()
    assert.isTrue((after.inertiaProps as any).invoicingReady)
  })
})
