import { test } from '@japa/runner'
import env from '#start/env'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import User from '#identity/models/user'
import Team from '#teams/models/team'
import { checkout } from '#ordering/actions/checkout'
import { creditWallet } from '#wallet/actions/wallet_movements'
import { cancelTransport } from '#transports/actions/cancel_transport'
import { transitionTransport } from '#transports/actions/transition_transport'
import { openDispute, resolveDispute } from '#transports/actions/disputes'
import { checkMoney } from '#ledger/queries/money_check'
import { createUserWithTeam } from '#tests/helpers/factories'
import { createCartItem, fundWallet } from '#tests/helpers/ordering_factories'
import { createDealerTransport, createTransporter } from '#tests/helpers/transport_factories'
import { captureBroadcasts } from '#tests/helpers/broadcasts'
import { deleteLedgerOf } from '#tests/helpers/ledger'

/*
| Issue 12: 200 random money operations at once (checkouts, top-ups retried
| with the same key, cancellations, completions, dispute refunds) over a few
| teams, then `money:check` finds nothing. Real parallel transactions:
| PostgreSQL only, and the test removes what it created.
*/
const isPg = () => env.get('DB_CONNECTION') === 'pg'

/** A small seeded generator, so a failure can be replayed (mulberry32). */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let value = Math.imul(state ^ (state >>> 15), 1 | state)
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296
  }
}

async function removeTeams(teamIds: number[], userIds: number[]) {
  const transports = db
    .from('transports')
    .whereIn('team_id', teamIds)
    .orWhereIn('transporter_team_id', teamIds)
    .select('id')
  const orders = db.from('orders').whereIn('team_id', teamIds).select('id')
  await deleteLedgerOf(teamIds)
  await db.from('disputes').whereIn('transport_id', transports).delete()
  await db.from('transport_events').whereIn('transport_id', transports).delete()
  await db.from('transports').whereIn('team_id', teamIds).delete()
  await db.from('order_items').whereIn('order_id', orders).delete()
  await db.from('orders').whereIn('team_id', teamIds).delete()
  await db.from('cart_items').whereIn('team_id', teamIds).delete()
  await db.from('quotes').whereIn('team_id', teamIds).delete()
  await db.from('transport_requests').whereIn('team_id', teamIds).delete()
  await User.query().whereIn('id', userIds).delete()
  await Team.query().whereIn('id', teamIds).delete()
}

test.group('Ledger / 200 concurrent money operations (PostgreSQL)', () => {
  test('checkouts, retried top-ups, cancellations, completions and refunds at once: the books balance', async ({
    assert,
  }) => {
    const next = random(20261127)
    const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)]
    const dealers = [
      await createUserWithTeam('dealer'),
      await createUserWithTeam('dealer'),
      await createUserWithTeam('dealer'),
    ]
    const carriers = [await createTransporter(), await createTransporter()]
    const staff = await createUserWithTeam('staff')
    const teamIds = [...dealers, ...carriers, staff].map((member) => member.team.id)
    const userIds = [...dealers, ...carriers, staff].map((member) => member.user.id)
    const { restore } = captureBroadcasts()
    mail.fake()
    try {
      /* what the operations act on */
      const quotes: { dealer: (typeof dealers)[number]; quoteId: number }[] = []
      const cancellable: { dealer: (typeof dealers)[number]; transportId: number }[] = []
      const delivered: number[] = []
      const disputed: number[] = []
      for (const [index, dealer] of dealers.entries()) {
        await fundWallet(dealer.team, 150_000)
        for (let count = 0; count < 8; count++) {
          const { quote } = await createCartItem(dealer.team, dealer.user.id, {
            netCents: 10_000 + ((index * 8 + count) % 7) * 5_000,
          })
          quotes.push({ dealer, quoteId: quote.id })
        }
        for (let count = 0; count < 6; count++) {
          const assigned = count % 2 === 1
          const { transport } = await createDealerTransport({
            dealer,
            state: assigned ? 'assigned' : 'published',
            transporterTeamId: assigned ? pick(carriers).team.id : null,
          })
          cancellable.push({ dealer, transportId: transport.id })
        }
        for (let count = 0; count < 6; count++) {
          const { transport } = await createDealerTransport({
            dealer,
            state: 'delivered',
            transporterTeamId: pick(carriers).team.id,
          })
          transport.deliveredAt = DateTime.now().minus({ hours: 2 })
          await transport.save()
          if (count < 2) {
            const opened = await openDispute({
              transportId: transport.id,
              actor: { kind: 'dealer', userId: dealer.user.id, teamId: dealer.team.id },
              reasonCode: 'damage',
              description: 'Graffio sulla portiera.',
              photos: [],
            })
            if (!opened.ok) throw new Error(opened.error)
            disputed.push(transport.id)
          } else {
            delivered.push(transport.id)
          }
        }
      }

      const kinds = ['checkout', 'top_up', 'cancel', 'complete', 'refund'] as const
      const operations = Array.from({ length: 200 }, (_, index) => {
        const kind = kinds[index % kinds.length]
        const dealer = pick(dealers)
        switch (kind) {
          case 'checkout': {
            const quote = pick(quotes)
            return () =>
              checkout({
                teamId: quote.dealer.team.id,
                userId: quote.dealer.user.id,
                quoteIds: [quote.quoteId],
              })
          }
          case 'top_up': {
            /* 40 top-ups over 12 keys: retries of the same bank transfer */
            const key = Math.floor(next() * 12)
            return () =>
              creditWallet(dealers[key % dealers.length].team.id, 1_000 * (key + 1), {
                source: 'bank',
                kind: 'bank_transfer',
                key: `fuzz:bank:${teamIds[0]}:${key}`,
                byUserId: null,
              })
          }
          case 'cancel': {
            const target = pick(cancellable)
            return () =>
              cancelTransport({
                transportId: target.transportId,
                teamId: target.dealer.team.id,
                userId: target.dealer.user.id,
              })
          }
          case 'complete':
            return () =>
              transitionTransport({
                transportId: pick(delivered),
                to: 'completed',
                actor: { kind: 'admin', userId: staff.user.id },
              })
          default:
            return () =>
              resolveDispute({
                transportId: pick(disputed),
                staffUserId: staff.user.id,
                decision: `Rimborso parziale (${dealer.team.id})`,
                refundCents: 100 + Math.floor(next() * 2_000),
              })
        }
      })

      const outcomes = await Promise.allSettled(operations.map((operation) => operation()))
      /* every operation answered (success or a refusal with its reason): none crashed */
      assert.deepEqual(
        outcomes.filter((outcome) => outcome.status === 'rejected'),
        []
      )
      const results = outcomes.map((outcome) => (outcome as PromiseFulfilledResult<any>).value)
      const tally: Record<string, number> = {}
      for (const [index, result] of results.entries()) {
        const label = `${kinds[index % kinds.length]}:${result.ok ? 'ok' : result.error}`
        tally[label] = (tally[label] ?? 0) + 1
      }
      /* the refusals are the ones a race may give, nothing else */
      const allowed = [
        'checkout:ok',
        'checkout:cart_changed',
        'checkout:insufficient_funds',
        'top_up:ok',
        'top_up:duplicate',
        'cancel:ok',
        'cancel:invalid_transition',
        'cancel:state_changed',
        'complete:ok',
        'complete:invalid_transition',
        'complete:state_changed',
        'refund:ok',
        'refund:dispute_not_open',
      ]
      assert.includeMembers(allowed, Object.keys(tally))
      /* each transport is cancelled, completed or refunded at most once */
      assert.isAtMost(tally['cancel:ok'] ?? 0, cancellable.length)
      assert.isAtMost(tally['complete:ok'] ?? 0, delivered.length)
      assert.isAtMost(tally['refund:ok'] ?? 0, disputed.length)
      assert.isAtMost(tally['checkout:ok'] ?? 0, quotes.length)
      assert.isAbove(results.filter((result) => result.ok).length, 40)

      /* the books: every invariant of money:check */
      assert.deepEqual(await checkMoney(), [])
      /* a retried bank transfer credits once */
      const topUps = await db
        .from('ledger_transactions')
        .whereLike('idempotency_key', `fuzz:bank:${teamIds[0]}:%`)
        .select('idempotency_key')
      assert.equal(topUps.length, new Set(topUps.map((row) => row.idempotency_key)).size)
      /* each transport settled at most once */
      const settlements = await db
        .from('ledger_transactions')
        .whereIn('team_id', teamIds)
        .whereIn('kind', ['completion', 'cancellation'])
        .groupBy('transport_id')
        .havingRaw('count(*) > 1')
        .select('transport_id')
      assert.deepEqual(settlements, [])
    } finally {
      restore()
      mail.restore()
      await removeTeams(teamIds, userIds)
    }
  })
    .skip(!isPg(), 'PostgreSQL only')
    .timeout(120_000)
})
