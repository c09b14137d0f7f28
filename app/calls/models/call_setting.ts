import { BaseModel, column } from '@adonisjs/lucid/orm'
import { compose } from '@adonisjs/core/helpers'
import { jsonColumn } from '#core/json_column'
import { WithTimestamps } from '#core/database/mixins'
import type { WeeklyHours } from '#shared/opening_hours'

/** The platform's settings for calls (one row; app/calls/domain/call_settings.ts has the defaults). */
export default class CallSetting extends compose(BaseModel, WithTimestamps) {
  @column({ isPrimary: true })
  declare id: number

  @column(jsonColumn<WeeklyHours>())
  declare officeHours: WeeklyHours | null

  @column()
  declare minNoticeMinutes: number

  @column()
  declare horizonWorkingDays: number

  @column()
  declare updatedById: number | null
}
