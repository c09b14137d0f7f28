import type User from '#identity/models/user'
import type { Locale } from '#core/i18n'

export type GeneralSettingsInput = { fullName: string; locale: Locale }

/** Saves the user's name and interface language. */
export async function updateGeneralSettings(user: User, input: GeneralSettingsInput) {
  user.merge({ fullName: input.fullName, locale: input.locale })
  await user.save()
  return user
}
