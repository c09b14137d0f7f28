import { TranslatedMail, type MailRecipient } from '#core/mail/translated_mail'
import { longDate } from '#shared/format'

/**
 * The e-mails of vetting, in the recipient's language, on one template
 * (a title, paragraphs, a button): the application's private link, its
 * rejection with staff's reason, the insurance reminders and the suspension.
 */
abstract class VettingMail extends TranslatedMail {
  protected abstract readonly key: string

  protected abstract paragraphs(): string[]

  constructor(
    recipient: MailRecipient,
    readonly url: string,
    readonly values: Record<string, string | number>
  ) {
    super(recipient)
  }

  async prepare() {
    const base = `onboarding.mail.${this.key}`
    this.message.subject(this.t(`${base}.subject`, this.values))
    await this.render('emails/onboarding/notice', {
      title: this.t(`${base}.title`, this.values),
      paragraphs: this.paragraphs(),
      url: this.url,
      action: this.t(`${base}.action`),
    })
  }
}

/** The private link of a new application (the only key to it). */
export class ApplicationLinkMail extends VettingMail {
  protected readonly key = 'link'
  protected paragraphs() {
    return [this.t('onboarding.mail.link.body', this.values), this.t('onboarding.mail.link.keep')]
  }
}

/** The application was rejected: staff's reason. */
export class ApplicationRejectedMail extends VettingMail {
  protected readonly key = 'rejected'
  protected paragraphs() {
    return [
      this.t('onboarding.mail.rejected.body', this.values),
      String(this.values.reason),
      this.t('onboarding.mail.rejected.again'),
    ]
  }
}

/** The policy in force expires in 30, 7 or 1 days. */
export class InsuranceReminderMail extends VettingMail {
  protected readonly key = 'reminder'
  protected paragraphs() {
    const expiresOn = longDate(String(this.values.expiresOn), this.locale)
    return [
      this.t('onboarding.mail.reminder.body', { ...this.values, date: expiresOn }),
      this.t('onboarding.mail.reminder.upload'),
    ]
  }
}

/** The policy expired: the team is suspended until staff accept a new one. */
export class TeamSuspendedMail extends VettingMail {
  protected readonly key = 'suspended'
  protected paragraphs() {
    const expiredOn = longDate(String(this.values.expiredOn), this.locale)
    return [
      this.t('onboarding.mail.suspended.body', { ...this.values, date: expiredOn }),
      this.t('onboarding.mail.reminder.upload'),
    ]
  }
}

/** Staff accepted a carrier's document (a policy may end the suspension). */
export class DocumentAcceptedMail extends VettingMail {
  protected readonly key = 'document_accepted'
  protected paragraphs() {
    const lines = [this.t('onboarding.mail.document_accepted.body', this.values)]
    if (this.values.lifted === 'yes') lines.push(this.t('onboarding.mail.document_accepted.lifted'))
    return lines
  }
}

/** Staff rejected a carrier's document: the reason. */
export class DocumentRejectedMail extends VettingMail {
  protected readonly key = 'document_rejected'
  protected paragraphs() {
    return [
      this.t('onboarding.mail.document_rejected.body', this.values),
      String(this.values.reason),
      this.t('onboarding.mail.document_rejected.again'),
    ]
  }
}
