import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import {
  approveStep,
  endToEndIdOf,
  hasSepaFile,
  jobStatusOf,
  messageIdOf,
  payStep,
  sepaBatchOf,
  splitDue,
} from '#payouts/domain/batches'
import { buildSepaCreditTransfer } from '#payouts/domain/sepa'
import { validatePain001 } from '#tests/helpers/xsd'

test.group('Payouts / batch rules', () => {
  test('a batch is approved from draft only and paid from approved only, once', ({ assert }) => {
    assert.deepEqual(approveStep('draft'), { ok: true, value: 'approved' })
    assert.deepEqual(approveStep('approved'), { ok: false, error: 'not_draft' })
    assert.deepEqual(approveStep('paid'), { ok: false, error: 'already_paid' })
    assert.deepEqual(payStep('approved'), { ok: true, value: 'paid' })
    assert.deepEqual(payStep('draft'), { ok: false, error: 'not_approved' })
    assert.deepEqual(payStep('paid'), { ok: false, error: 'already_paid' })
    assert.deepEqual((['draft', 'approved', 'paid'] as const).map(hasSepaFile), [false, true, true])
  })

  test('a payable is due until its batch is approved, then in payout, then paid', ({ assert }) => {
    assert.deepEqual(
      [null, 'draft', 'approved', 'paid'].map((state) => jobStatusOf(state as any)),
      ['due', 'due', 'in_payout', 'paid']
    )
  })

  test('carriers without an account are skipped, nothing owed is left out', ({ assert }) => {
    const account = { iban: 'DE89370400440532013000', bic: null, accountHolder: 'Bianchi' }
    const { paid, skipped } = splitDue([
      { teamId: 1, name: 'Bianchi', amountCents: 10_000, account },
      { teamId: 2, name: 'Verdi', amountCents: 5_000, account: null },
      { teamId: 3, name: 'Neri', amountCents: 0, account },
    ])
    assert.deepEqual(
      paid.map((carrier) => carrier.teamId),
      [1]
    )
    assert.deepEqual(skipped, [{ teamId: 2, name: 'Verdi', amountCents: 5_000 }])
  })

  test('the SEPA batch of a payout batch passes the pain.001 schema', async ({ assert }) => {
    const createdAt = DateTime.fromISO('2026-12-01T08:00:00Z')
    const messageId = messageIdOf(42, createdAt)
    assert.equal(messageId, 'TRP-PAYOUTS-20261201-42')
    const built = buildSepaCreditTransfer(
      sepaBatchOf({
        batch: { id: 42, messageId, createdAt },
        payouts: [
          {
            id: 7,
            amountCents: 123_456,
            iban: 'DE89370400440532013000',
            bic: null,
            accountHolder: 'Trasporti Bianchi S.r.l.',
          },
          {
            id: 8,
            amountCents: 8_000,
            iban: 'IT60X0542811101000000123456',
            bic: 'BPMOIT22XXX',
            accountHolder: 'Verdi & Figli',
          },
        ],
        debtor: { name: 'Trasporti S.r.l.', iban: 'IT60X0542811101000000123456' },
        executionDate: '2026-12-01',
        remittance: 'Trasporti S.r.l.',
      })
    )
    assert.isTrue(built.ok)
    if (!built.ok) return
    assert.equal(built.value.controlSumCents, 131_456)
    assert.include(built.value.xml, `<EndToEndId>${endToEndIdOf(7)}</EndToEndId>`)
    assert.include(built.value.xml, '<InstdAmt Ccy="EUR">1234.56</InstdAmt>')
    assert.isTrue((await validatePain001(built.value.xml)).valid)
  })
})
