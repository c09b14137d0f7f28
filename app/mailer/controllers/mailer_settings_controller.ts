import type { HttpContext } from '@adonisjs/core/http'
import { fieldError } from '#core/http/field_error'
import { pageFrom } from '#core/paging'
import { isDeliveryStatus } from '#mailer/domain/mailer'
import { currentMailSettings, listDeliveries } from '#mailer/queries/mail_settings'
import { updateMailSettings } from '#mailer/actions/update_mail_settings'
import { mailSettingsValidator } from '#mailer/validators/mailer_validators'
import MailSettingsTransformer from '#mailer/transformers/mail_settings_transformer'
import MailDeliveryTransformer from '#mailer/transformers/mail_delivery_transformer'

/** The log's filters from the query string: a known status, the start of an address. */
function filtersOf(ctx: HttpContext) {
  const { status, recipient } = ctx.request.qs()
  const text = typeof recipient === 'string' ? recipient.trim().slice(0, 254) : ''
  return { status: isDeliveryStatus(status) ? status : null, recipient: text || null }
}

type TestResult = { ok: boolean; message: string; raw: string }

/** The answer of the test e-mail just sent (flashed once), or null. */
const testResultOf = (ctx: HttpContext) =>
  (ctx.session.flashMessages.get('mailerTest') ?? null) as TestResult | null

type Form = Awaited<ReturnType<typeof mailSettingsValidator.validate>>

/** The validated form as the action's input (an empty password keeps the stored one). */
const inputOf = (input: Form) => ({
  enabled: input.enabled ?? false,
  host: input.host ?? null,
  port: input.port,
  security: input.security,
  username: input.username ?? null,
  password: input.password || null,
  clearPassword: input.clearPassword ?? false,
  fromName: input.fromName ?? null,
  fromAddress: input.fromAddress ?? null,
})

/** Admin → Settings → Mailer: the SMTP server, the test e-mail's answer, the delivery log. */
export default class MailerSettingsController {
  async show(ctx: HttpContext) {
    const policy = ctx.bouncer.with('MailerPolicy')
    await policy.authorize('view', ctx.currentTeam)
    const filters = filtersOf(ctx)
    const page = await listDeliveries(pageFrom(ctx.request.qs().page), filters)
    return ctx.inertia.render('admin/settings/mailer', {
      settings: MailSettingsTransformer.transform(await currentMailSettings()),
      deliveries: MailDeliveryTransformer.paginate(page.data, page.meta),
      filters,
      testResult: testResultOf(ctx),
      can: { configure: await policy.allows('configure', ctx.currentTeam) },
    })
  }

  async update(ctx: HttpContext) {
    await ctx.bouncer.with('MailerPolicy').authorize('configure', ctx.currentTeam)
    const input = await ctx.request.validateUsing(mailSettingsValidator)
    const result = await updateMailSettings(inputOf(input), ctx.auth.user!.id)
    if (!result.ok)
      throw fieldError(
        result.error === 'host_required' ? 'host' : 'fromAddress',
        ctx.i18n.t(`admin_settings.mailer.validation.${result.error}`)
      )
    ctx.session.flash('success', ctx.i18n.t('admin_settings.mailer.saved'))
    return ctx.response.redirect().toRoute('admin.settings.mailer')
  }
}
