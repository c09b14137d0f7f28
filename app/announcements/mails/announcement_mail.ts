import { appUrl } from '#config/app'
import { TranslatedMail, type MailRecipient } from '#core/mail/translated_mail'
import { renderMarkdown } from '#changelog/domain/markdown'
import type Announcement from '#announcements/models/announcement'

/** An announcement by e-mail, in the recipient's language (its Markdown rendered safely). */
export class AnnouncementMail extends TranslatedMail {
  constructor(
    recipient: MailRecipient,
    readonly announcement: Pick<Announcement, 'titleIt' | 'titleEn' | 'bodyIt' | 'bodyEn'>
  ) {
    super(recipient)
  }

  async prepare() {
    const english = this.locale === 'en'
    const title = english ? this.announcement.titleEn : this.announcement.titleIt
    const body = english ? this.announcement.bodyEn : this.announcement.bodyIt
    this.message.subject(this.t('announcements.mail.subject', { title }))
    await this.render('emails/announcements/announcement', {
      title,
      html: renderMarkdown(body),
      body,
      url: `${appUrl}/home`,
      action: this.t('announcements.mail.action'),
    })
  }
}
