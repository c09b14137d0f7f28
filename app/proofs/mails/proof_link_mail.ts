import type { DateTime } from 'luxon'
import { TranslatedMail, type MailRecipient } from '#core/mail/translated_mail'
import { appUrl } from '#config/app'
import { TIME_ZONE } from '#shared/time_zone'
import type { ProofStage } from '#shared/proof_zones'

export type ProofLinkMailData = {
  stage: ProofStage
  reference: string
  carrier: string
  token: string
  expiresAt: DateTime
}

/** The referent's one-time link to the public withdrawal / delivery page. */
export default class ProofLinkMail extends TranslatedMail {
  constructor(
    recipient: MailRecipient,
    readonly data: ProofLinkMailData
  ) {
    super(recipient)
  }

  async prepare() {
    const { stage, reference, carrier, token } = this.data
    const base = appUrl.replace(/\/+$/, '')
    const path = stage === 'pickup' ? 'withdrawal' : 'delivery'
    this.message.subject(this.t(`proofs.mail.subject_${stage}`, { reference }))
    await this.render('emails/proofs/link', {
      stage,
      reference,
      carrier,
      expires: this.data.expiresAt.setZone(TIME_ZONE).toFormat('dd/MM/yyyy HH:mm'),
      url: `${base}/${path}/${token}`,
    })
  }
}
