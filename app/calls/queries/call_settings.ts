import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import CallSetting from '#calls/models/call_setting'
import { mergeCallSettings, type CallSettings } from '#calls/domain/call_settings'

/** The settings row, if staff ever saved one. */
export function callSettingsRow(client?: TransactionClientContract) {
  return CallSetting.query(client ? { client } : {})
    .orderBy('id', 'asc')
    .first()
}

/** The call settings in force: the saved row over the defaults. */
export async function currentCallSettings(
  client?: TransactionClientContract
): Promise<CallSettings> {
  return mergeCallSettings(await callSettingsRow(client))
}
