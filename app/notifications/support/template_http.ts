import type { HttpContext } from '@adonisjs/core/http'
import type { I18n } from '@adonisjs/i18n'
import { errors as vineErrors } from '@vinejs/vine'
import { found } from '#core/exceptions/not_found_exception'
import { isNotificationType, type NotificationType } from '#settings/domain/notification_types'
import type { TemplateFieldError } from '#notifications/domain/templates'

/** The notification type of the URL (a name not in the catalogue: 404). */
export function typeOfUrl(ctx: HttpContext): NotificationType {
  const type: unknown = ctx.params.type
  return found(isNotificationType(type) ? type : null)
}

/** A template's faults as field errors next to the fields (translated, naming the variables). */
export function templateFieldErrors(i18n: I18n, fields: TemplateFieldError[]) {
  return new vineErrors.E_VALIDATION_ERROR(
    fields.map(({ field, code, names }) => ({
      field,
      rule: code,
      message: i18n.t(`notifications.admin.errors.${code}`, {
        names: names.map((name) => `{${name}}`).join(', '),
        count: names.length,
      }),
    }))
  )
}
