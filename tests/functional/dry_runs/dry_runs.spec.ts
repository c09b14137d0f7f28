import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import app from '@adonisjs/core/services/app'
import drive from '@adonisjs/drive/services/main'
import mail from '@adonisjs/mail/services/main'
import db from '@adonisjs/lucid/services/db'
import { createHash } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { DateTime } from 'luxon'
import Transport from '#transports/models/transport'
import TransportEvent from '#transports/models/transport_event'
import DryRun from '#transports/models/dry_run'
import DryRunMail from '#transports/mails/dry_run_mail'
import { recordDryRun } from '#transports/actions/dry_runs'
import { transitionTransport } from '#transports/actions/transition_transport'
import { adjustWallet, creditWallet } from '#wallet/actions/wallet_movements'
import { postTransaction } from '#ledger/actions/post_transaction'
import { feeToCarrier } from '#ledger/domain/postings'
import { walletLines, payableLines } from '#tests/helpers/ledger'
import { updatePlatformSettings } from '#pricing/actions/update_platform_settings'
import { walletBalance, payableBalance } from '#ledger/queries/balances'
import { staffChoices } from '#transports/domain/state_machine'
import { todayInRome } from '#shared/time_zone'
import { addMember } from '#tests/helpers/factories'
import {
  createDealerTransport,
  createStaff,
  createTransporter,
} from '#tests/helpers/transport_factories'
import { settingsFormPayload } from '#tests/helpers/pricing_factories'
import { captureBroadcasts } from '#tests/helpers/broadcasts'
import { flashedFieldErrors } from '#tests/helpers/assertions'

const FIXTURES = app.makePath('tmp', 'test-fixtures', 'dry_runs')
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64'
)

async function fixture(name: string, contents: Buffer) {
  await mkdir(FIXTURES, { recursive: true })
  const path = `${FIXTURES}/${name}`
  await writeFile(path, contents)
  return path
}

const day = (offset: number) => DateTime.fromISO(todayInRome()).plus({ days: offset })

/** A transport scheduled for pickup `offset` days from today (Rome), carried by a fresh team. */
async function scheduled(offset = 0, state: Transport['state'] = 'pickup_scheduled') {
  const carrier = await createTransporter()
  const dealer = await createDealerTransport({ state, transporterTeamId: carrier.team.id })
  dealer.transport.pickupOn = day(offset)
  dealer.transport.deliveryEstimateOn = day(offset + 2)
  dealer.transport.pickupSlotFrom = '08:00'
  dealer.transport.pickupSlotTo = '12:30'
  await dealer.transport.save()
  return { ...dealer, carrier }
}

async function snapshot(id: number, teamIds: number[]) {
  const transport = await Transport.findOrFail(id)
  return {
    state: transport.state,
    version: transport.stateVersion,
    pickupOn: transport.pickupOn?.toISODate() ?? null,
    dryRuns: (await DryRun.query().where('transport_id', id)).length,
    events: (await TransportEvent.query().where('transport_id', id)).length,
    entries: (await db.from('ledger_entries').whereIn('team_id', teamIds)).length,
    files: await fileCount(),
  }
}

async function fileCount() {
  const { objects } = await drive.use().listAll('dry_runs', { recursive: true })
  return [...objects].length
}

function post(
  client: any,
  user: any,
  id: number,
  fields: Record<string, string>,
  photo: string | null
) {
  let request = client.post(`/transporter/transports/${id}/dry-runs`)
  for (const [name, value] of Object.entries(fields)) request = request.field(name, value)
  if (photo) request = request.file('photo', photo)
  return request.withCsrfToken().loginAs(user).redirects(0)
}

const FIELDS = { reason: 'site_closed', note: 'Cancello chiuso, nessuno risponde.' }

test.group('Dry runs', (group) => {
  group.each.setup(async () => {
    drive.fake()
    const rollback = await testUtils.db().withGlobalTransaction()
    return async () => {
      drive.restore()
      mail.restore()
      await rollback()
    }
  })

  test('the carrier records a dry run on the pickup day: back to assigned, slot cleared, fee charged and owed, dealer told, pages live', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const { calls, restore } = captureBroadcasts()
    const { transport, user: dealerUser, team, carrier } = await scheduled(0)
    const dealerBefore = await walletBalance(team.id)
    const photo = await fixture('cancello.png', PNG)
    const response = await post(
      client,
      carrier.user,
      transport.id,
      {
        ...FIELDS,
        positionConsent: 'true',
        latitude: '45.4642',
        longitude: '9.19',
        accuracy: '12.4',
      },
      photo
    )
    restore()
    response.assertStatus(302)
    response.assertHeader('location', `/transporter/transports/${transport.id}`)
    assert.equal(
      (response.flashMessages() as any).success,
      'Mancato ritiro registrato: il ritiro va riprogrammato.'
    )
    await transport.refresh()
    assert.equal(transport.state, 'assigned')
    assert.isNull(transport.pickupOn)
    assert.isNull(transport.pickupSlotFrom)
    assert.isNull(transport.pickupSlotTo)
    assert.isNull(transport.deliveryEstimateOn)
    assert.equal(transport.transporterTeamId, carrier.team.id)

    const dryRun = await DryRun.query().where('transport_id', transport.id).firstOrFail()
    assert.equal(dryRun.reason, 'site_closed')
    assert.equal(dryRun.note, FIELDS.note)
    assert.equal(dryRun.scheduledPickupOn.toISODate(), todayInRome())
    assert.equal(dryRun.feeCents, 8000)
    assert.equal(dryRun.photoMime, 'image/png')
    assert.equal(dryRun.photoSha256, createHash('sha256').update(PNG).digest('hex'))
    assert.equal(dryRun.latitude, 45.4642)
    assert.equal(dryRun.longitude, 9.19)
    assert.equal(dryRun.accuracyM, 12)
    assert.equal(dryRun.recordedById, carrier.user.id)
    assert.equal(dryRun.dealerTeamId, team.id)
    assert.equal(dryRun.carrierTeamId, carrier.team.id)
    const stored = await drive.use().getBytes(dryRun.photoKey)
    assert.equal(createHash('sha256').update(stored).digest('hex'), dryRun.photoSha256)

    const event = await TransportEvent.query()
      .where('transport_id', transport.id)
      .where('type', 'dry_run')
      .firstOrFail()
    assert.equal(event.fromState, 'pickup_scheduled')
    assert.equal(event.toState, 'assigned')
    assert.equal(event.actorKind, 'transporter')
    assert.equal(event.payload?.reason, 'site_closed')
    assert.equal(event.payload?.dryRunId, dryRun.id)

    const fee = await db
      .from('ledger_entries')
      .join('ledger_transactions', 'ledger_transactions.id', 'ledger_entries.transaction_id')
      .where('ledger_transactions.dry_run_id', dryRun.id)
      .orderBy('ledger_entries.id')
      .select('ledger_entries.team_id', 'ledger_entries.account', 'ledger_entries.amount_cents')
    assert.deepEqual(
      fee.map((entry) => [Number(entry.team_id), entry.account, Number(entry.amount_cents)]),
      [
        [team.id, 'dealer_wallet', -8000],
        [carrier.team.id, 'transporter_payable', 8000],
      ]
    )
    assert.equal(await walletBalance(team.id), dealerBefore - 8000)
    assert.equal(await payableBalance(carrier.team.id), 8000)
    const [payable] = await db.from('payables').where('dry_run_id', dryRun.id)
    assert.equal(payable.kind, 'dry_run_fee')
    assert.equal(Number(payable.team_id), carrier.team.id)
    assert.equal(Number(payable.amount_cents), 8000)

    mails.assertQueuedCount(DryRunMail, 1)
    mails.assertQueued(
      DryRunMail,
      (m) =>
        m.recipient.email === dealerUser.email &&
        m.data.reason === 'site_closed' &&
        m.data.feeCents === 8000
    )
    const states = calls.filter(([, payload]) => payload.type === 'transport.state_changed')
    assert.includeMembers(
      states.map(([channel]) => channel),
      [`teams/${team.id}`, `teams/${carrier.team.id}`]
    )
  })

  test('without the consent box the position is not kept', async ({ client, assert }) => {
    const { transport, carrier } = await scheduled(-1)
    const photo = await fixture('a.png', PNG)
    const response = await post(
      client,
      carrier.user,
      transport.id,
      { reason: 'vehicle_not_ready', latitude: '45.4', longitude: '9.1' },
      photo
    )
    response.assertStatus(302)
    const dryRun = await DryRun.query().where('transport_id', transport.id).firstOrFail()
    assert.isNull(dryRun.latitude)
    assert.isNull(dryRun.longitude)
    assert.isNull(dryRun.note)
  })

  test('a double submission records one dry run and charges the fee once', async ({
    client,
    assert,
  }) => {
    const { transport, team, carrier } = await scheduled(0)
    const photo = await fixture('b.png', PNG)
    const first = await post(client, carrier.user, transport.id, FIELDS, photo)
    first.assertStatus(302)
    const second = await post(client, carrier.user, transport.id, FIELDS, photo)
    second.assertStatus(302)
    assert.equal(
      (second.flashMessages() as any).error,
      'Il ritiro non è programmato: non si può registrare un mancato ritiro.'
    )
    assert.lengthOf(await DryRun.query().where('transport_id', transport.id), 1)
    assert.lengthOf(
      (await walletLines(team.id)).filter((line) => line.kind === 'dry_run_fee'),
      1
    )
    assert.lengthOf(await payableLines(carrier.team.id), 1)
    /* the refused attempt left no file behind */
    assert.equal(await fileCount(), 1)
  })

  test('a dry run is charged once, even when its fee is posted again or inserted by hand', async ({
    assert,
  }) => {
    const { transport, team, carrier } = await scheduled(0)
    const photo = await fixture('c.png', PNG)
    const recorded = await recordDryRun({
      transportId: transport.id,
      actor: { userId: carrier.user.id, teamId: carrier.team.id },
      reason: 'vehicle_not_ready',
      note: null,
      photo: { tmpPath: photo, clientName: 'c.png', extname: 'png' },
      position: null,
    })
    assert.isTrue(recorded.ok)
    const dryRunId = recorded.ok ? recorded.value.id : 0
    const again = await db.transaction((trx) =>
      postTransaction(
        {
          kind: 'dry_run_fee',
          key: `dry_run:${dryRunId}`,
          entries: feeToCarrier({
            dealerTeamId: team.id,
            carrierTeamId: carrier.team.id,
            feeCents: 8000,
          }),
          dryRunId,
        },
        trx
      )
    )
    assert.deepEqual(again, { ok: false, error: 'duplicate' })
    /* the database refuses it too */
    /* (in a savepoint: PostgreSQL aborts the transaction a failed statement ran in) */
    await assert.rejects(() =>
      db.transaction((trx) =>
        trx.table('ledger_transactions').insert({
          kind: 'dry_run_fee',
          idempotency_key: `dry_run:${dryRunId}`,
          dry_run_id: dryRunId,
          created_at: new Date(),
        })
      )
    )
    assert.lengthOf(await db.from('ledger_transactions').where('dry_run_id', dryRunId), 1)
  })

  test('refused before the pickup day, in the wrong state, by another carrier or by the dealer: nothing changes', async ({
    client,
    assert,
  }) => {
    const photo = await fixture('d.png', PNG)

    const early = await scheduled(1)
    const teams = (s: typeof early) => [s.team.id, s.carrier.team.id]
    let before = await snapshot(early.transport.id, teams(early))
    let response = await post(client, early.carrier.user, early.transport.id, FIELDS, photo)
    response.assertStatus(302)
    assert.equal(
      (response.flashMessages() as any).error,
      'Il giorno del ritiro non è ancora arrivato.'
    )
    assert.deepEqual(await snapshot(early.transport.id, teams(early)), before)

    const assigned = await scheduled(0, 'assigned')
    before = await snapshot(assigned.transport.id, teams(assigned))
    response = await post(client, assigned.carrier.user, assigned.transport.id, FIELDS, photo)
    assert.equal(
      (response.flashMessages() as any).error,
      'Il ritiro non è programmato: non si può registrare un mancato ritiro.'
    )
    assert.deepEqual(await snapshot(assigned.transport.id, teams(assigned)), before)

    const target = await scheduled(0)
    before = await snapshot(target.transport.id, teams(target))
    const other = await createTransporter()
    response = await post(client, other.user, target.transport.id, FIELDS, photo)
    response.assertStatus(404)
    response = await post(client, target.user, target.transport.id, FIELDS, photo)
    response.assertStatus(404)
    const staff = await createStaff()
    response = await post(client, staff.user, target.transport.id, FIELDS, photo)
    response.assertStatus(404)
    assert.deepEqual(await snapshot(target.transport.id, teams(target)), before)
  })

  test('the assigned driver may record it, another driver of the team finds no such transport; the photo is sniffed', async ({
    client,
    assert,
  }) => {
    const { transport, team, carrier } = await scheduled(0)
    const driver = await addMember(carrier.team, 'driver')
    const other = await addMember(carrier.team, 'driver')
    transport.driverUserId = driver.id
    await transport.save()
    const fake = await fixture('finta.png', Buffer.from('non sono una foto, solo testo'))
    const before = await snapshot(transport.id, [team.id, carrier.team.id])
    const good = await fixture('e.png', PNG)
    ;(await post(client, other, transport.id, FIELDS, good)).assertStatus(404)
    assert.deepEqual(await snapshot(transport.id, [team.id, carrier.team.id]), before)
    const response = await post(client, driver, transport.id, FIELDS, fake)
    response.assertStatus(302)
    /* refused by the body parser's content check (field error) or by the action's sniffing (flash) */
    const refusal =
      (response.flashMessages() as any).error ?? flashedFieldErrors(response).photo?.[0]
    assert.isString(refusal)
    assert.deepEqual(await snapshot(transport.id, [team.id, carrier.team.id]), before)
    /* the action sniffs the content whatever the name says */
    const sniffed = await recordDryRun({
      transportId: transport.id,
      actor: { userId: driver.id, teamId: carrier.team.id },
      reason: 'site_closed',
      note: null,
      photo: { tmpPath: fake, clientName: 'finta.png', extname: 'png' },
      position: null,
    })
    assert.deepEqual(sniffed, { ok: false, error: 'wrong_content' })
    assert.deepEqual(await snapshot(transport.id, [team.id, carrier.team.id]), before)
    /* no photo at all: a field error */
    const missing = await post(client, driver, transport.id, FIELDS, null)
    missing.assertStatus(302)
    assert.deepEqual(await snapshot(transport.id, [team.id, carrier.team.id]), before)
    ;(await post(client, driver, transport.id, FIELDS, good)).assertStatus(302)
    const dryRun = await DryRun.query().where('transport_id', transport.id).firstOrFail()
    assert.equal(dryRun.recordedById, driver.id)
  })

  test('only the dry-run form takes pickup_scheduled → assigned: staff overrides and their page do not offer it', async ({
    assert,
  }) => {
    const { transport } = await scheduled(0)
    const staff = await createStaff()
    const result = await transitionTransport({
      transportId: transport.id,
      to: 'assigned',
      actor: { kind: 'admin', userId: staff.user.id },
      payload: { override: true, reason: 'prova' },
    })
    assert.deepEqual(result, { ok: false, error: 'dry_run_required' })
    const choices = staffChoices('pickup_scheduled', { assign: true, changeState: true })
    assert.notInclude(choices.nextStates, 'assigned')
    assert.isFalse(choices.canAssign)
    await transport.refresh()
    assert.equal(transport.state, 'pickup_scheduled')
  })

  test('a fee changed in Settings → General applies to later dry runs only', async ({ assert }) => {
    const photo = await fixture('f.png', PNG)
    const record = (s: Awaited<ReturnType<typeof scheduled>>) =>
      recordDryRun({
        transportId: s.transport.id,
        actor: { userId: s.carrier.user.id, teamId: s.carrier.team.id },
        reason: 'site_closed',
        note: null,
        photo: { tmpPath: photo, clientName: 'f.png', extname: 'png' },
        position: null,
      })
    const first = await scheduled(0)
    await writeFile(photo, PNG)
    const one = await record(first)
    assert.isTrue(one.ok)
    const staff = await createStaff()
    await updatePlatformSettings(settingsFormPayload({ dryRunFeeEuro: 95.5 }) as any, staff.user)
    const second = await scheduled(0)
    await writeFile(photo, PNG)
    const two = await record(second)
    assert.isTrue(two.ok)
    const fees = async (teamId: number) =>
      (await walletLines(teamId))
        .filter((line) => line.kind === 'dry_run_fee')
        .map((line) => line.amountCents)
    assert.deepEqual(await fees(first.team.id), [-8000])
    assert.deepEqual(await fees(second.team.id), [-9550])
    await (one.ok && one.value.refresh())
    assert.equal(one.ok && one.value.feeCents, 8000)
  })

  test('the fee may leave the dealer in debt: shown negative, payments refused, a top-up still lands', async ({
    client,
    assert,
  }) => {
    const { transport, user, team, carrier } = await scheduled(0)
    /* empty the wallet first */
    const balance = await walletBalance(team.id)
    if (balance > 0)
      await adjustWallet({
        teamId: team.id,
        direction: 'debit',
        amount: balance,
        reason: 'azzera',
        adminUserId: user.id,
      })
    assert.equal(await walletBalance(team.id), 0)
    const photo = await fixture('g.png', PNG)
    ;(await post(client, carrier.user, transport.id, FIELDS, photo)).assertStatus(302)
    assert.equal(await walletBalance(team.id), -8000)
    const spend = await adjustWallet({
      teamId: team.id,
      direction: 'debit',
      amount: 100,
      reason: 'spesa',
      adminUserId: user.id,
    })
    assert.deepEqual(spend, { ok: false, error: 'insufficient_funds' })
    const topUp = await creditWallet(team.id, 5000, {
      source: 'bank',
      kind: 'bank_transfer',
      byUserId: null,
    })
    assert.isTrue(topUp.ok)
    assert.equal(await walletBalance(team.id), -3000)
    const page = await client.get('/dealer/payments/wallet').loginAs(user).withInertia()
    page.assertStatus(200)
    assert.equal((page.inertiaProps as any).balanceCents, -3000)
  })

  test('the dry run shows on the three pages; its photo is streamed to the parties only', async ({
    client,
    assert,
  }) => {
    const { transport, user, carrier } = await scheduled(0)
    const carrierPage = await client
      .get(`/transporter/transports/${transport.id}`)
      .loginAs(carrier.user)
      .withInertia()
    assert.deepEqual((carrierPage.inertiaProps as any).dryRunForm, {
      feeCents: 8000,
      pickupOn: todayInRome(),
    })
    assert.deepEqual((carrierPage.inertiaProps as any).dryRuns, [])
    const photo = await fixture('h.png', PNG)
    ;(await post(client, carrier.user, transport.id, FIELDS, photo)).assertStatus(302)
    const dryRun = await DryRun.query().where('transport_id', transport.id).firstOrFail()

    const dealerPage = await client
      .get(`/dealer/transports/${transport.id}`)
      .loginAs(user)
      .withInertia()
    const listed = (dealerPage.inertiaProps as any).dryRuns
    assert.lengthOf(listed, 1)
    assert.equal(listed[0].reason, 'site_closed')
    assert.equal(listed[0].feeCents, 8000)
    assert.isNull(listed[0].recordedByName)
    assert.notProperty(listed[0], 'photoKey')
    assert.isNull((dealerPage.inertiaProps as any).dryRunForm)
    const timeline = (dealerPage.inertiaProps as any).transport.timeline
    assert.equal(timeline[timeline.length - 1].type, 'dry_run')

    const staff = await createStaff()
    const adminPage = await client
      .get(`/admin/transports/${transport.id}`)
      .loginAs(staff.user)
      .withInertia()
    assert.equal((adminPage.inertiaProps as any).dryRuns[0].recordedByName, carrier.user.fullName)
    const after = await client
      .get(`/transporter/transports/${transport.id}`)
      .loginAs(carrier.user)
      .withInertia()
    assert.isNull((after.inertiaProps as any).dryRunForm)

    for (const [area, who] of [
      ['dealer', user],
      ['transporter', carrier.user],
      ['admin', staff.user],
    ] as const) {
      const response = await client
        .get(`/${area}/transports/${transport.id}/dry-runs/${dryRun.id}/photo`)
        .loginAs(who)
      response.assertStatus(200)
      response.assertHeader('content-type', 'image/png')
      response.assertHeader('x-content-type-options', 'nosniff')
    }
    const stranger = await createDealerTransport()
    ;(
      await client
        .get(`/dealer/transports/${transport.id}/dry-runs/${dryRun.id}/photo`)
        .loginAs(stranger.user)
    ).assertStatus(404)
    const otherCarrier = await createTransporter()
    ;(
      await client
        .get(`/transporter/transports/${transport.id}/dry-runs/${dryRun.id}/photo`)
        .loginAs(otherCarrier.user)
    ).assertStatus(404)
    /* a dry run of another transport through this transport's URL */
    ;(
      await client
        .get(`/dealer/transports/${stranger.transport.id}/dry-runs/${dryRun.id}/photo`)
        .loginAs(stranger.user)
    ).assertStatus(404)
  })
})
