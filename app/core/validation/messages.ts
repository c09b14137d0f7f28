import { HttpContext } from '@adonisjs/core/http'

/**
 * The translated message of a custom validation rule, in the language of the
 * request being validated (`resources/lang/<locale>/<namespace>.json`).
 * Outside a request (jobs, commands) the identifier itself is returned.
 * Every capability's validators use this one helper:
 *
 *   const message = ruleMessages('wallet.validation')
 *   field.report(message('amount'), 'euroAmount', field)
 */
export function ruleMessages(namespace: string) {
  return (key: string, data?: Record<string, unknown>): string => {
    const i18n = HttpContext.get()?.i18n
    const identifier = `${namespace}.${key}`
    return i18n ? i18n.t(identifier, data as any) : identifier
  }
}
