import edge from 'edge.js'
import type { I18n } from '@adonisjs/i18n'
import { BaseMail } from '@adonisjs/mail'
import { appName, appUrl } from '#config/app'
import { i18nFor, isLocale, type Locale } from '#core/i18n'

export type MailRecipient = { email: string; fullName?: string | null; locale?: string | null }

/**
 * Base class for every e-mail of the platform: written in the recipient's
 * language (user.locale ?? 'it'), rendered from an Edge template pair
 * (`<view>.edge` for HTML, `<view>_text.edge` for plain text) that use the
 * shared layout (resources/views/emails/layout.edge and layout_text.edge).
 *
 * Templates are rendered when the mail is built, so the queued job carries a
 * ready message (plain JSON) and the worker only delivers it. Every template
 * receives: i18n (recipient's I18n: `i18n.t('mail....')`), locale, appName,
 * appUrl, recipient and the given data.
 *
 *   export default class InvitationMail extends TranslatedMail {
 *     constructor(private invitation: TeamInvitation) { super({ email: invitation.email, locale: 'it' }) }
 *     async prepare() {
 *       this.message.subject(this.t('mail.invitation.subject', { team: ... }))
 *       await this.render('emails/teams/invitation', { url: ... })
 *     }
 *   }
 *   await mail.sendLater(new InvitationMail(invitation))
 */
export abstract class TranslatedMail extends BaseMail {
  readonly locale: Locale
  readonly i18n: I18n

  constructor(readonly recipient: MailRecipient) {
    super()
    this.locale = isLocale(recipient.locale) ? recipient.locale : 'it'
    this.i18n = i18nFor(this.locale)
    this.message.to(recipient.email, recipient.fullName ?? undefined)
  }

  /** Translates in the recipient's language. */
  protected t(key: string, data?: Record<string, any>) {
    return this.i18n.t(key, data)
  }

  /** Renders `<view>.edge` (HTML) and `<view>_text.edge` (plain text) into the message. */
  protected async render(view: string, data: Record<string, unknown> = {}) {
    const state = {
      i18n: this.i18n,
      locale: this.locale,
      appName,
      appUrl,
      recipient: this.recipient,
      ...data,
    }
    this.message.html(await edge.render(view, state))
    this.message.text(await edge.render(`${view}_text`, state))
  }
}
