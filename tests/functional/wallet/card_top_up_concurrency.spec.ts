import { test } from '@japa/runner'
import env from '#start/env'
import db from '@adonisjs/lucid/services/db'
import User from '#identity/models/user'
import Team from '#teams/models/team'
import { RecordingCardGateway, useCardGateway } from '#wallet/card/card_gateway'
import { walletBalance } from '#ledger/queries/balances'
import { checkMoney } from '#ledger/queries/money_check'
import { createUserWithTeam } from '#tests/helpers/factories'
import { deleteLedgerOf, walletLines } from '#tests/helpers/ledger'
import { deliver, sessionEvent, WEBHOOK_SECRET } from '#tests/helpers/stripe'

/* Real parallel transactions (no global transaction): PostgreSQL only, cleans up after itself. */
const isPg = () => env.get('DB_CONNECTION') === 'pg'

test.group('Wallet / card webhook race (PostgreSQL)', () => {
  test('the same paid session delivered 5 times at once credits once', async ({
    client,
    assert,
  }) => {
    const previous = useCardGateway(new RecordingCardGateway(WEBHOOK_SECRET))
    const { user, team } = await createUserWithTeam('dealer')
    try {
      const payload = sessionEvent({
        id: `cs_test_race_${team.id}`,
        metadata: { kind: 'wallet_top_up', teamId: String(team.id) },
      })
      const responses = await Promise.all(Array.from({ length: 5 }, () => deliver(client, payload)))
      assert.deepEqual(
        responses.map((response) => response.status()),
        [200, 200, 200, 200, 200]
      )
      assert.deepEqual(responses.map((response) => response.body().outcome).sort(), [
        'already_credited',
        'already_credited',
        'already_credited',
        'already_credited',
        'credited',
      ])
      assert.equal(await walletBalance(team.id), 25_050)
      assert.lengthOf(await walletLines(team.id), 1)
      assert.deepEqual(await checkMoney(), [])
    } finally {
      useCardGateway(previous)
      await deleteLedgerOf([team.id])
      await User.query().where('id', user.id).delete()
      await db.from('team_members').where('team_id', team.id).delete()
      await Team.query().where('id', team.id).delete()
    }
  }).skip(!isPg(), 'PostgreSQL only')
})
