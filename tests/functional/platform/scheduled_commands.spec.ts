import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import Transport from '#transports/models/transport'
import QuotesExpire from '#commands/quotes_expire'
import TransportsComplete from '#commands/transports_complete'
import { createUserWithTeam } from '#tests/helpers/factories'
import { createRequest } from '#tests/helpers/request_factories'
import { createDealerTransport, createTransporter } from '#tests/helpers/transport_factories'

test.group('Scheduled work as ace commands (for deployments with their own scheduler)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('quotes:expire expires quotes past their validity', async ({ assert }) => {
    const { team } = await createUserWithTeam('dealer')
    const { request, quote: created } = await createRequest(team, { state: 'quoted' })
    const quote = created!
    quote.expiresAt = DateTime.now().minus({ minutes: 1 })
    await quote.save()

    const ace = await app.container.make('ace')
    const command = await ace.create(QuotesExpire, [])
    await command.exec()
    command.assertSucceeded()

    await quote.refresh()
    await request.refresh()
    assert.equal(quote.state, 'expired')
    assert.equal(request.state, 'expired')
  })

  test('transports:complete completes transports delivered more than 48 h ago', async ({
    assert,
  }) => {
    const { team: carrier } = await createTransporter()
    const { transport } = await createDealerTransport({
      state: 'delivered',
      transporterTeamId: carrier.id,
    })
    transport.deliveredAt = DateTime.now().minus({ hours: 49 })
    await transport.save()

    const ace = await app.container.make('ace')
    const command = await ace.create(TransportsComplete, [])
    await command.exec()
    command.assertSucceeded()

    const fresh = await Transport.findOrFail(transport.id)
    assert.equal(fresh.state, 'completed')
  })
})
