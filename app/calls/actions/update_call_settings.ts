import db from '@adonisjs/lucid/services/db'
import CallSetting from '#calls/models/call_setting'
import { lockForUpdate } from '#core/database/dialect'
import type { CallSettings } from '#calls/domain/call_settings'

/**
 * Saves the platform's call settings (one row, created on the first save).
 * Calls already booked stay where they are; new bookings follow the new
 * hours, notice and horizon.
 */
export async function updateCallSettings(
  settings: CallSettings,
  byUserId: number | null
): Promise<CallSetting> {
  return db.transaction(async (trx) => {
    const row =
      (await lockForUpdate(CallSetting.query({ client: trx }).orderBy('id', 'asc'), trx).first()) ??
      new CallSetting()
    row.merge({
      officeHours: settings.officeHours,
      minNoticeMinutes: settings.minNoticeMinutes,
      horizonWorkingDays: settings.horizonWorkingDays,
      updatedById: byUserId,
    })
    await row.useTransaction(trx).save()
    return row
  })
}
