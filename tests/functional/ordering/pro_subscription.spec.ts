import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import mail from '@adonisjs/mail/services/main'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Team from '#teams/models/team'
import Supplier from '#suppliers/models/supplier'
import ProPlanMail from '#ordering/mails/pro_plan_mail'
import { renewProPlans, upgradeToPro } from '#ordering/actions/pro_subscription'
import { periodEnd, renewalStep } from '#ordering/domain/subscription'
import { editableSuppliers } from '#suppliers/domain/plan'
import { walletBalance } from '#ledger/queries/balances'
import { checkMoney } from '#ledger/queries/money_check'
import { todayInRome } from '#shared/time_zone'
import { addMember, createUserWithTeam } from '#tests/helpers/factories'
import { fundWallet } from '#tests/helpers/ordering_factories'
import { createSupplier, supplierPayload } from '#tests/helpers/pricing_factories'
import { submitAs } from '#tests/helpers/requests'
import { walletLines } from '#tests/helpers/ledger'

/* 49,00 € net + 10,78 € VAT */
const MONTH = 5_978

async function proTeam(walletCents: number) {
  const { user, team } = await createUserWithTeam('dealer')
  await fundWallet(team, walletCents)
  const upgraded = await upgradeToPro({ teamId: team.id, userId: user.id })
  if (!upgraded.ok) throw new Error(upgraded.error)
  await team.refresh()
  return { user, team }
}

test.group('Pro plan / subscription rules', () => {
  test('a month ends on the same day of the next month, or the last day of a shorter one', ({
    assert,
  }) => {
    assert.equal(periodEnd('2026-03-15'), '2026-04-15')
    assert.equal(periodEnd('2026-01-31'), '2026-02-28')
    assert.equal(periodEnd('2028-01-31'), '2028-02-29')
    assert.equal(periodEnd('2026-12-20'), '2027-01-20')
    assert.throws(() => periodEnd('not a date'))
  })

  test('on the renewal day a renewing plan renews, a stopped one ends; before it nothing happens', ({
    assert,
  }) => {
    const base = { plan: 'pro' as const, proUntil: '2026-05-10', renews: true }
    assert.equal(renewalStep({ ...base, today: '2026-05-09' }), 'wait')
    assert.equal(renewalStep({ ...base, today: '2026-05-10' }), 'renew')
    assert.equal(renewalStep({ ...base, today: '2026-05-12' }), 'renew')
    assert.equal(renewalStep({ ...base, renews: false, today: '2026-05-10' }), 'end')
    assert.equal(renewalStep({ ...base, plan: 'free', today: '2026-05-10' }), 'wait')
  })

  test('on the free plan only the first five suppliers by creation stay editable', ({ assert }) => {
    const ids = [3, 8, 9, 12, 20, 21, 30]
    assert.sameMembers([...editableSuppliers('free', ids)], [3, 8, 9, 12, 20])
    assert.sameMembers([...editableSuppliers('pro', ids)], ids)
  })
})

test.group('Pro plan / monthly renewal from the wallet', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    mail.fake()
    return () => mail.restore()
  })

  test('the upgrade charges the first month and sets its end and renewal', async ({ assert }) => {
    const { team } = await proTeam(10_000)
    assert.equal(team.plan, 'pro')
    assert.equal(team.proUntil?.toISODate(), periodEnd(todayInRome()))
    assert.isTrue(team.proRenews)
    const [, charge] = await walletLines(team.id)
    assert.deepEqual([charge.kind, charge.amountCents], ['pro_subscription', -MONTH])
    assert.equal(charge.key, `pro:${team.id}:${todayInRome()}`)
    assert.deepEqual(await checkMoney(), [])
  })

  test('on its day the next month is charged once and the end moves a month on', async ({
    assert,
  }) => {
    const { team } = await proTeam(20_000)
    const until = team.proUntil!.toISODate()!
    assert.deepEqual(await renewProPlans(until), [{ teamId: team.id, event: 'renewed' }])
    await team.refresh()
    assert.equal(team.plan, 'pro')
    assert.equal(team.proUntil?.toISODate(), periodEnd(until))
    assert.equal(await walletBalance(team.id), 20_000 - 2 * MONTH)
    /* run again the same day, or a day late: nothing more */
    assert.deepEqual(await renewProPlans(until), [])
    assert.equal(await walletBalance(team.id), 20_000 - 2 * MONTH)
  })

  test('a wallet that does not cover the month: back to free, nothing charged, told', async ({
    assert,
  }) => {
    const { mails } = mail.fake()
    const { team } = await proTeam(MONTH + 100)
    const until = team.proUntil!.toISODate()!
    assert.deepEqual(await renewProPlans(until), [{ teamId: team.id, event: 'ended_unpaid' }])
    await team.refresh()
    assert.equal(team.plan, 'free')
    assert.equal(await walletBalance(team.id), 100)
    mails.assertQueued(ProPlanMail, (message) => message.data.event === 'ended_unpaid')
    assert.deepEqual(await checkMoney(), [])
  })

  test('a stopped renewal ends the plan on its day, without charging', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const { user, team } = await proTeam(50_000)
    const stop = await submitAs(client, user, 'post', '/dealer/suppliers/pro/renewal').form({
      renews: false,
    })
    stop.assertFlashMessage(
      'success',
      'Rinnovo disdetto: il piano resta pro fino alla fine del mese pagato.'
    )
    await team.refresh()
    assert.isFalse(team.proRenews)
    const page = await client.get('/dealer/suppliers/pro').loginAs(user).withInertia()
    assert.deepInclude(page.inertiaProps.plan, {
      name: 'pro',
      proRenews: false,
      proUntil: team.proUntil!.toISODate(),
    })
    assert.isTrue(page.inertiaProps.canManage)
    assert.deepEqual(await renewProPlans(team.proUntil!.toISODate()!), [
      { teamId: team.id, event: 'ended' },
    ])
    await team.refresh()
    assert.equal(team.plan, 'free')
    assert.equal(await walletBalance(team.id), 50_000 - MONTH)
    mails.assertQueued(ProPlanMail, (message) => message.data.event === 'ended')
  })

  test('a member may not stop the renewal; a free team has none to stop', async ({
    client,
    assert,
  }) => {
    const { team } = await proTeam(10_000)
    const member = await addMember(team, 'member')
    const refused = await submitAs(client, member, 'post', '/dealer/suppliers/pro/renewal')
      .header('referer', '/dealer/suppliers/pro')
      .form({ renews: false })
    refused.assertFlashMessage(
      'error',
      'Solo il titolare o un amministratore del team può cambiare piano.'
    )
    assert.isTrue((await Team.findOrFail(team.id)).proRenews)
    const { user: freeOwner } = await createUserWithTeam('dealer')
    const none = await submitAs(client, freeOwner, 'post', '/dealer/suppliers/pro/renewal').form({
      renews: false,
    })
    none.assertFlashMessage('error', 'Il team non è sul piano pro.')
  })

  test('back on free: suppliers beyond the first five are read-only but can be deleted', async ({
    client,
    assert,
  }) => {
    const { user, team } = await proTeam(MONTH)
    const suppliers: Supplier[] = []
    for (let index = 1; index <= 7; index++) {
      suppliers.push(await createSupplier(team.id, { name: `Fornitore ${index}` }))
    }
    assert.deepEqual(await renewProPlans(team.proUntil!.toISODate()!), [
      { teamId: team.id, event: 'ended_unpaid' },
    ])
    const page = await client.get('/dealer/suppliers').loginAs(user).withInertia()
    assert.sameMembers(
      page.inertiaProps.editableIds as number[],
      suppliers.slice(0, 5).map((supplier) => supplier.id)
    )
    const sixth = suppliers[5]
    const refused = await submitAs(client, user, 'put', `/dealer/suppliers/${sixth.id}`)
      .header('referer', '/dealer/suppliers')
      .json(supplierPayload({ name: 'Cambiato' }))
    refused.assertFlashMessage(
      'error',
      'Con il piano gratuito puoi modificare solo i primi 5 fornitori: torna a pro o eliminane qualcuno.'
    )
    assert.equal((await Supplier.findOrFail(sixth.id)).name, 'Fornitore 6')
    const first = await submitAs(client, user, 'put', `/dealer/suppliers/${suppliers[0].id}`).json(
      supplierPayload({ name: 'Primo cambiato' })
    )
    first.assertStatus(302)
    assert.equal((await Supplier.findOrFail(suppliers[0].id)).name, 'Primo cambiato')
    const deleted = await submitAs(client, user, 'delete', `/dealer/suppliers/${suppliers[6].id}`)
    deleted.assertStatus(302)
    assert.isNull(await Supplier.find(suppliers[6].id))
  })

  test('teams are renewed independently: one without funds does not stop another', async ({
    assert,
  }) => {
    const poor = await proTeam(MONTH)
    const rich = await proTeam(3 * MONTH)
    const day = DateTime.fromISO(periodEnd(todayInRome())).toISODate()!
    const outcomes = await renewProPlans(day)
    assert.sameDeepMembers(outcomes, [
      { teamId: poor.team.id, event: 'ended_unpaid' },
      { teamId: rich.team.id, event: 'renewed' },
    ])
    assert.lengthOf(
      await db
        .from('ledger_transactions')
        .where('kind', 'pro_subscription')
        .whereIn('team_id', [poor.team.id, rich.team.id]),
      3
    )
  })
})
