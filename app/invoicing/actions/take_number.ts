import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { lockForUpdate } from '#core/database/dialect'
import { documentNumber, issueDay, type InvoiceKind } from '#invoicing/domain/numbering'

export type TakenNumber = {
  year: number
  sequence: number
  number: string
  issuedAt: DateTime
  issuedOn: string
}

/**
 * The next number of a series (`invoice`, `credit_note`) for the current
 * Rome year, inside the caller's transaction: the counter row of the series
 * and year is created race-safely, then locked (PostgreSQL: FOR UPDATE;
 * SQLite serialises write transactions, and the insert already took the
 * write lock) until the transaction ends, so concurrent issuers take
 * consecutive numbers, and a rolled-back transaction gives its number back:
 * no gaps, no duplicates. The issue instant is read after the lock, so dates
 * never go backwards along the numbers; a year that changed while waiting
 * moves to the new year's counter.
 */
export async function takeNumber(
  kind: InvoiceKind,
  trx: TransactionClientContract
): Promise<TakenNumber> {
  let year = issueDay(DateTime.now()).year
  for (;;) {
    await trx
      .knexQuery()
      .table('invoice_counters')
      .insert({ series: kind, year, last_sequence: 0 })
      .onConflict(['series', 'year'])
      .ignore()
    const counter = await lockForUpdate(
      trx
        .from('invoice_counters')
        .where('series', kind)
        .where('year', year)
        .select('last_sequence'),
      trx
    ).firstOrFail()
    const issuedAt = DateTime.now()
    const day = issueDay(issuedAt)
    if (day.year !== year) {
      year = day.year
      continue
    }
    const sequence = Number(counter.last_sequence) + 1
    await trx
      .from('invoice_counters')
      .where('series', kind)
      .where('year', year)
      .update({ last_sequence: sequence })
    return {
      year,
      sequence,
      number: documentNumber(kind, year, sequence),
      issuedAt,
      issuedOn: day.issuedOn,
    }
  }
}
