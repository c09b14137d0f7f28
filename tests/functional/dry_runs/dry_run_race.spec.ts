import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import app from '@adonisjs/core/services/app'
import drive from '@adonisjs/drive/services/main'
import mail from '@adonisjs/mail/services/main'
import { mkdir, writeFile } from 'node:fs/promises'
import { DateTime } from 'luxon'
import Transport from '#transports/models/transport'
import DryRun from '#transports/models/dry_run'
import { deleteLedgerOf } from '#tests/helpers/ledger'
import User from '#identity/models/user'
import Team from '#teams/models/team'
import Order from '#ordering/models/order'
import TransportRequest from '#requests/models/transport_request'
import TransportEvent from '#transports/models/transport_event'
import { recordDryRun } from '#transports/actions/dry_runs'
import { createDealerTransport, createTransporter } from '#tests/helpers/transport_factories'
import { captureBroadcasts } from '#tests/helpers/broadcasts'
import { todayInRome } from '#shared/time_zone'

/* Real parallel transactions (no global transaction): PostgreSQL only, cleans up after itself. */
const isPg = () => env.get('DB_CONNECTION') === 'pg'

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64'
)

test.group('Dry runs / two at once (PostgreSQL)', () => {
  test('two dry runs of one pickup at the same moment: one recorded, one fee, one compensation', async ({
    assert,
  }) => {
    drive.fake()
    mail.fake()
    const carrier = await createTransporter()
    const dealer = await createDealerTransport({
      state: 'pickup_scheduled',
      transporterTeamId: carrier.team.id,
    })
    const teams = [dealer.team, carrier.team]
    const users = [dealer.user, carrier.user]
    const { restore } = captureBroadcasts()
    try {
      dealer.transport.pickupOn = DateTime.fromISO(todayInRome())
      await dealer.transport.save()
      const folder = app.makePath('tmp', 'test-fixtures', 'dry_run_race')
      await mkdir(folder, { recursive: true })
      const results = await Promise.all(
        ['a', 'b'].map(async (name) => {
          const path = `${folder}/${name}.png`
          await writeFile(path, PNG)
          return recordDryRun({
            transportId: dealer.transport.id,
            actor: { userId: carrier.user.id, teamId: carrier.team.id },
            reason: 'site_closed',
            note: null,
            photo: { tmpPath: path, clientName: `${name}.png`, extname: 'png' },
            position: null,
          })
        })
      )
      assert.lengthOf(
        results.filter((result) => result.ok),
        1
      )
      const refused = results.find((result) => !result.ok)
      assert.include(
        ['dry_run_not_scheduled', 'state_changed', 'invalid_transition'],
        refused && !refused.ok ? refused.error : ''
      )
      assert.lengthOf(await DryRun.query().where('transport_id', dealer.transport.id), 1)
      /* one fee transaction: the dealer's debit and the carrier's credit */
      const fees = await db
        .from('ledger_transactions')
        .where('transport_id', dealer.transport.id)
        .where('kind', 'dry_run_fee')
      assert.lengthOf(fees, 1)
      assert.lengthOf(await db.from('ledger_entries').where('transaction_id', fees[0].id), 2)
      const { objects } = await drive.use().listAll('dry_runs', { recursive: true })
      assert.lengthOf([...objects], 1)
      assert.equal((await Transport.findOrFail(dealer.transport.id)).state, 'assigned')
    } finally {
      restore()
      drive.restore()
      mail.restore()
      const teamIds = teams.map((team) => team.id)
      await deleteLedgerOf(teamIds)
      await DryRun.query().whereIn('dealer_team_id', teamIds).delete()
      await TransportEvent.query().where('transport_id', dealer.transport.id).delete()
      await Transport.query().whereIn('team_id', teamIds).delete()
      await Order.query().whereIn('team_id', teamIds).delete()
      await TransportRequest.query().whereIn('team_id', teamIds).delete()
      await User.query()
        .whereIn(
          'id',
          users.map((user) => user.id)
        )
        .delete()
      await Team.query().whereIn('id', teamIds).delete()
    }
  }).skip(!isPg(), 'PostgreSQL only')
})
