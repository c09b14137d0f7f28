import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import AuditEvent from '#audit/models/audit_event'
import { DEFAULT_PRICING_SETTINGS } from '#pricing/domain/pricing'
import { settingsToForm } from '#pricing/domain/settings_form'
import { createUserWithTeam } from '#tests/helpers/factories'
import { fundWallet } from '#tests/helpers/ordering_factories'
import { createDealerTransport, createTransporter } from '#tests/helpers/transport_factories'
import { submitAs } from '#tests/helpers/requests'
import { countQueries } from '#tests/helpers/query_counter'
import { romeDay } from '#shared/format'
import { updatePlatformSettings } from '#pricing/actions/update_platform_settings'
import { currentPricingSettings } from '#pricing/queries/current_settings'

const trail = () => AuditEvent.query().orderBy('id', 'asc')

test.group('Audit trail / what is recorded', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a settings change records only the values that changed, before and after, and who', async ({
    client,
    assert,
  }) => {
    const { user: admin } = await createUserWithTeam('staff')
    const form = settingsToForm(await currentPricingSettings())
    const response = await submitAs(client, admin, 'put', '/admin/settings/general').json({
      ...form,
      dryRunFeeEuro: 95,
    })
    response.assertStatus(302)
    const [event] = await trail()
    assert.equal(event.action, 'settings.updated')
    assert.equal(event.actorUserId, admin.id)
    assert.equal(event.subjectType, 'platform_settings')
    const version = (await currentPricingSettings()).version
    assert.equal(event.subjectLabel, `v${version}`)
    assert.deepInclude(event.after, { dryRunFeeCents: 9_500 })
    assert.deepInclude(event.before, { dryRunFeeCents: DEFAULT_PRICING_SETTINGS.dryRunFeeCents })
    assert.notProperty(event.after, 'marginBasisPoints')
  })

  test('a wallet adjustment records team, amount and reason; a refused debit records nothing', async ({
    client,
    assert,
  }) => {
    const { user: admin } = await createUserWithTeam('staff')
    const { team } = await createUserWithTeam('dealer', { teamName: 'Autosalone Verdi' })
    await fundWallet(team, 1_000)
    const refused = await client
      .post(`/admin/wallet/${team.id}/adjustments`)
      .form({ direction: 'debit', amount: '50,00', reason: 'Storno commissione' })
      .withCsrfToken()
      .loginAs(admin)
      .redirects(0)
    refused.assertStatus(302)
    assert.lengthOf(await trail(), 0)
    await client
      .post(`/admin/wallet/${team.id}/adjustments`)
      .form({ direction: 'credit', amount: '12,34', reason: 'Bonifico ricevuto 12/03' })
      .withCsrfToken()
      .loginAs(admin)
    const [event] = await trail()
    assert.equal(event.action, 'wallet.adjusted')
    assert.equal(event.subjectId, team.id)
    assert.equal(event.subjectLabel, 'Autosalone Verdi')
    assert.deepEqual(event.after, { direction: 'credit', amountCents: 1_234 })
    assert.equal(event.reason, 'Bonifico ricevuto 12/03')
  })

  test("a staff override records the transport's states and the reason; the dealer's own cancellation is not staff's", async ({
    client,
    assert,
  }) => {
    const carrier = await createTransporter()
    const dealer = await createDealerTransport({
      state: 'pickup_scheduled',
      transporterTeamId: carrier.team.id,
    })
    dealer.transport.pickupOn = DateTime.fromISO(romeDay(new Date())!)
    await dealer.transport.save()
    const { user: staff } = await createUserWithTeam('staff')
    const response = await submitAs(
      client,
      staff,
      'post',
      `/admin/transports/${dealer.transport.id}/transition`
    ).form({
      to: 'picked_up',
      stateVersion: 0,
      reason: 'Autista senza telefono, ritiro confermato',
    })
    response.assertStatus(302)
    const [event] = await trail()
    assert.equal(event.action, 'transport.transition')
    assert.equal(event.subjectLabel, dealer.transport.reference)
    assert.deepEqual(event.before, { state: 'pickup_scheduled' })
    assert.include(event.after as object, { state: 'picked_up', override: true })
    assert.equal(event.reason, 'Autista senza telefono, ritiro confermato')

    const own = await createDealerTransport({ state: 'published' })
    await submitAs(client, own.user, 'post', `/dealer/transports/${own.transport.id}/cancel`).form({
      stateVersion: 0,
    })
    assert.lengthOf(await trail(), 1)
  })

  test('a staff member who deletes the account stays named in the trail', async ({
    client,
    assert,
  }) => {
    const { user: admin } = await createUserWithTeam('staff')
    const { team } = await createUserWithTeam('dealer')
    await client
      .post(`/admin/wallet/${team.id}/adjustments`)
      .form({ direction: 'credit', amount: '1,00', reason: 'Rettifica di prova' })
      .withCsrfToken()
      .loginAs(admin)
    const { deleteAccount } = await import('#identity/actions/delete_account')
    const deleted = await deleteAccount(admin.id)
    assert.isTrue(deleted.ok)
    const [event] = await trail()
    assert.isNull(event.actorUserId)
    assert.equal(event.actorName, admin.fullName)
  })

  test('the trail is append-only: a line can be neither changed nor deleted', async ({
    assert,
  }) => {
    const { user: admin } = await createUserWithTeam('staff')
    await updatePlatformSettings(
      { ...settingsToForm(await currentPricingSettings()), cancellationFeeEuro: 60 },
      admin
    )
    const [event] = await trail()
    event.reason = 'changed'
    await assert.rejects(() => event.save(), /append-only/)
    await assert.rejects(() => event.delete(), /append-only/)
  })
})

test.group('Audit trail / Admin → Audit', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('staff list it newest first, filter by action and staff member, in a fixed number of queries', async ({
    client,
    assert,
  }) => {
    const { user: anna } = await createUserWithTeam('staff')
    const { user: bruno } = await createUserWithTeam('staff')
    const { team } = await createUserWithTeam('dealer')
    const adjust = (admin: typeof anna, amount: string) =>
      client
        .post(`/admin/wallet/${team.id}/adjustments`)
        .form({ direction: 'credit', amount, reason: 'Rettifica di prova' })
        .withCsrfToken()
        .loginAs(admin)
    await adjust(anna, '1,00')
    const visit = (query = '') => client.get(`/admin/audit${query}`).loginAs(anna).withInertia()
    const few = await countQueries(() => visit())
    for (let index = 0; index < 30; index++) await adjust(index % 2 ? anna : bruno, '2,00')
    const many = await countQueries(() => visit())
    many.result.assertStatus(200)
    many.result.assertInertiaComponent('admin/audit/index')
    assert.equal(many.queries, few.queries)
    const props = many.result.inertiaProps as any
    assert.lengthOf(props.events.data, 25)
    assert.equal(props.events.metadata.total, 31)
    assert.isAbove(props.events.data[0].id, props.events.data[1].id)
    assert.deepEqual(props.actors.map((actor: any) => actor.id).sort(), [anna.id, bruno.id].sort())
    const byBruno = (await visit(`?actorId=${bruno.id}&action=wallet.adjusted`)).inertiaProps as any
    assert.equal(byBruno.events.metadata.total, 15)
    assert.isTrue(byBruno.events.data.every((event: any) => event.actorName === bruno.fullName))
    const none = (await visit('?action=payout_batch.paid')).inertiaProps as any
    assert.equal(none.events.metadata.total, 0)
    const garbage = await visit('?action=%00&actorId=99999999999&from=2026-02-31&page=abc')
    garbage.assertStatus(200)
    assert.equal((garbage.inertiaProps as any).events.metadata.total, 31)
  })

  test('dealers, carriers and guests cannot read it', async ({ client }) => {
    for (const kind of ['dealer', 'transporter'] as const) {
      const { user } = await createUserWithTeam(kind)
      ;(await client.get('/admin/audit').loginAs(user)).assertStatus(404)
    }
    ;(await client.get('/admin/audit')).assertRedirectsTo('/login')
  })
})
