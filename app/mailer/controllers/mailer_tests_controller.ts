import type { HttpContext } from '@adonisjs/core/http'
import { sendTestMail } from '#mailer/actions/send_test_mail'

/** Admin → Settings → Mailer → send a test e-mail (now) to oneself; the answer shown on the tab. */
export default class MailerTestsController {
  async store(ctx: HttpContext) {
    await ctx.bouncer.with('MailerPolicy').authorize('configure', ctx.currentTeam)
    const user = ctx.auth.user!
    const t = (key: string) => ctx.i18n.t(`admin_settings.mailer.test.${key}`)
    const result = await sendTestMail(user.email, t('subject'), t('body'))
    ctx.session.flash('mailerTest', {
      ok: result.ok,
      message: result.ok
        ? ctx.i18n.t('admin_settings.mailer.test.sent', { email: user.email })
        : ctx.i18n.t(`admin_settings.mailer.errors.${result.error}`),
      raw: result.ok ? result.value.raw : (result.raw ?? ''),
    })
    return ctx.response.redirect().toRoute('admin.settings.mailer')
  }
}
