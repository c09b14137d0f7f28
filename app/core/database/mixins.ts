import type { DateTime } from 'luxon'
import { column, type BaseModel } from '@adonisjs/lucid/orm'
import type { NormalizeConstructor } from '@adonisjs/core/types/helpers'
import { centsColumn } from '#core/money_column'

/**
 * Lucid mixins shared by the models of every capability, applied with
 * `compose` from `@adonisjs/core/helpers`:
 *
 *   export default class Order extends compose(BaseModel, WithTimestamps) { … }
 */

/** `created_at` set on insert, `updated_at` on insert and on every update. */
export function WithTimestamps<Model extends NormalizeConstructor<typeof BaseModel>>(
  superclass: Model
) {
  class ModelWithTimestamps extends superclass {
    @column.dateTime({ autoCreate: true })
    declare createdAt: DateTime

    @column.dateTime({ autoCreate: true, autoUpdate: true })
    declare updatedAt: DateTime | null
  }
  return ModelWithTimestamps
}

/** A priced record: net, VAT and gross amounts in integer euro cents. */
export function WithAmounts<Model extends NormalizeConstructor<typeof BaseModel>>(
  superclass: Model
) {
  class ModelWithAmounts extends superclass {
    @column(centsColumn())
    declare netCents: number

    @column(centsColumn())
    declare vatCents: number

    @column(centsColumn())
    declare grossCents: number
  }
  return ModelWithAmounts
}
