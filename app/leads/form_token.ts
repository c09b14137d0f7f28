import encryption from '@adonisjs/core/services/encryption'

/**
 * The public form's token: when the form was shown, encrypted (a visitor
 * cannot forge an older time). Read back on submission for the minimum
 * fill time; anything unreadable is "no time" (the form is shown again).
 */
export function issueFormToken(nowMs = Date.now()) {
  return encryption.encrypt(String(nowMs), '1 day', 'lead-form')
}

export function formShownAt(token: string | undefined): number | null {
  if (!token) return null
  const value = encryption.decrypt<string>(token, 'lead-form')
  const ms = Number(value)
  return value && Number.isFinite(ms) ? ms : null
}
