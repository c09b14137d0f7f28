import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { convert } from 'xmlbuilder2'
import {
  buildSepaCreditTransfer,
  euroAmount,
  isSepaId,
  sepaText,
  type SepaBatch,
} from '#payouts/domain/sepa'
import { ibanProblem, maskIban, normalizeBic, normalizeIban } from '#payouts/domain/iban'
import { validatePain001 } from '#tests/helpers/xsd'

function batch(overrides: Partial<SepaBatch> = {}): SepaBatch {
  return {
    messageId: 'TRASPORTI-PAYOUT-2026-11-0007',
    paymentInfoId: 'BATCH-7',
    createdAt: DateTime.fromISO('2026-11-30T09:15:00Z'),
    executionDate: '2026-12-01',
    debtor: {
      name: 'Trasporti S.r.l.',
      iban: 'IT60 X054 2811 1010 0000 0123 456',
      bic: 'BPMOIT22XXX',
    },
    transfers: [
      {
        endToEndId: 'PAYOUT-7-1',
        amountCents: 123_456,
        creditorName: 'Trasporti Bianchi S.r.l.',
        creditorIban: 'IT66A0306909606100000012345',
        remittance: 'Compensi novembre 2026 - T-2026-000012, T-2026-000015',
      },
      {
        endToEndId: 'PAYOUT-7-2',
        amountCents: 5,
        creditorName: 'Società Trasporti Città di Forlì & Figli – Łukasz Müller',
        creditorIban: 'DE89370400440532013000',
        creditorBic: 'COBADEFFXXX',
        remittance: 'x'.repeat(200),
      },
    ],
    ...overrides,
  }
}

function document(xml: string): any {
  return (convert(xml, { format: 'object' }) as any).Document.CstmrCdtTrfInitn
}

test.group('SEPA credit transfer (pain.001.001.03)', () => {
  test('a batch passes the official ISO 20022 XSD; control sum and count are exact', async ({
    assert,
  }) => {
    const result = buildSepaCreditTransfer(batch())
    assert.isTrue(result.ok)
    if (!result.ok) return
    const validation = await validatePain001(result.value.xml)
    assert.deepEqual(validation.errors, [])
    assert.isTrue(validation.valid)
    assert.equal(result.value.controlSumCents, 123_461)
    const doc = document(result.value.xml)
    assert.equal(doc.GrpHdr.NbOfTxs, '2')
    assert.equal(doc.GrpHdr.CtrlSum, '1234.61')
    assert.equal(doc.GrpHdr.CreDtTm, '2026-11-30T10:15:00+01:00')
    assert.equal(doc.PmtInf.CtrlSum, '1234.61')
    assert.equal(doc.PmtInf.ReqdExctnDt, '2026-12-01')
    assert.equal(doc.PmtInf.DbtrAcct.Id.IBAN, 'IT60X0542811101000000123456')
    assert.equal(doc.PmtInf.DbtrAgt.FinInstnId.BIC, 'BPMOIT22XXX')
    const [first, second] = doc.PmtInf.CdtTrfTxInf
    assert.equal(first.Amt.InstdAmt['#'], '1234.56')
    assert.equal(first.Amt.InstdAmt['@Ccy'], 'EUR')
    assert.equal(second.Amt.InstdAmt['#'], '0.05')
    assert.equal(second.Cdtr.Nm, 'Societa Trasporti Citta di Forli + Figli - Lukasz Muller')
    assert.lengthOf(second.RmtInf.Ustrd, 140)
    assert.equal(second.CdtrAgt.FinInstnId.BIC, 'COBADEFFXXX')
  })

  test('without the debtor BIC the agent is NOTPROVIDED (IBAN-only) and still valid', async ({
    assert,
  }) => {
    const result = buildSepaCreditTransfer(
      batch({ debtor: { name: 'Trasporti S.r.l.', iban: 'IT60X0542811101000000123456' } })
    )
    if (!result.ok) throw new Error(result.error)
    assert.isTrue((await validatePain001(result.value.xml)).valid)
    assert.equal(document(result.value.xml).PmtInf.DbtrAgt.FinInstnId.Othr.Id, 'NOTPROVIDED')
  })

  test('refuses what a bank would reject', ({ assert }) => {
    const transfer = batch().transfers[0]
    const cases: [Partial<SepaBatch>, string][] = [
      [{ transfers: [] }, 'no_transfers'],
      [{ transfers: [{ ...transfer, amountCents: 0 }] }, 'invalid_amount'],
      [{ transfers: [{ ...transfer, amountCents: 10.5 }] }, 'invalid_amount'],
      [
        { transfers: [{ ...transfer, creditorIban: 'IT60X0542811101000000123457' }] },
        'invalid_creditor_iban',
      ],
      [{ transfers: [transfer, transfer] }, 'invalid_id'],
      [{ messageId: 'with space' }, 'invalid_id'],
      [{ executionDate: '01/12/2026' }, 'invalid_date'],
      [{ debtor: { name: 'X', iban: 'IT00' } }, 'invalid_debtor'],
    ]
    for (const [override, error] of cases) {
      assert.deepEqual(buildSepaCreditTransfer(batch(override)), { ok: false, error } as any)
    }
  })

  test('amounts from integer cents, SEPA characters, identifiers', ({ assert }) => {
    assert.equal(euroAmount(1), '0.01')
    assert.equal(euroAmount(100), '1.00')
    assert.equal(euroAmount(99_999_999_999), '999999999.99')
    assert.equal(
      sepaText('Café «Zürich» & Søn ß № 5 @home_x', 140),
      'Cafe Zurich + Son ss no 5 home x'
    )
    assert.equal(sepaText('D’Angelo', 70), "D'Angelo")
    assert.equal(sepaText('東京', 70), 'Dong Jing')
    assert.isTrue(isSepaId('PAYOUT-2026-11-000042'))
    assert.isFalse(isSepaId('/PAYOUT'))
    assert.isFalse(isSepaId('A//B'))
    assert.isFalse(isSepaId('x'.repeat(36)))
  })
})

test.group('IBAN and BIC', () => {
  test('normalised, checked (checksum apart from format), masked', ({ assert }) => {
    assert.equal(
      normalizeIban(' it60 x054 2811 1010 0000 0123 456 '),
      'IT60X0542811101000000123456'
    )
    assert.isNull(ibanProblem('IT60X0542811101000000123456'))
    assert.equal(ibanProblem('IT60X0542811101000000123457'), 'checksum')
    assert.equal(ibanProblem('IT60X05428'), 'format')
    assert.equal(ibanProblem('hello'), 'format')
    assert.equal(ibanProblem(42), 'format')
    assert.equal(ibanProblem('BR1500000000000010932840814P2'), 'not_sepa')
    assert.equal(maskIban('IT60X0542811101000000123456'), 'IT60 **** **** 3456')
    assert.isNull(maskIban(null))
    assert.equal(normalizeBic('bpmo it22 xxx'), 'BPMOIT22XXX')
    assert.isNull(normalizeBic('NOTABIC'))
  })
})
