import { DateTime } from 'luxon'
import { appName } from '#config/app'
import { TranslatedMail, type MailRecipient } from '#core/mail/translated_mail'
import { longDate, time } from '#shared/format'
import { callInvitationIcs, type InvitationMethod } from '#calls/domain/invitation'

/** Who reads the e-mail: the carrier that booked (or its booker), or platform staff. */
export type CallAudience = 'transporter' | 'staff'

/** Everything a call's e-mail shows, read once by the listener. */
export type CallMailData = {
  audience: CallAudience
  uid: string
  sequence: number
  startsAt: string
  endsAt: string
  teamName: string
  bookedBy: { name: string; email: string } | null
  phone: string
  note: string | null
  transport: { reference: string; route: string; url: string } | null
  /** The private session the call is about (never together with a transport). */
  session: { name: string; url: string } | null
  /** The page the recipient manages the call from. */
  url: string
  organizer: { name: string; email: string }
  /** Who cancelled (cancellation e-mails). */
  cancelledBy?: 'transporter' | 'staff' | null
}

/**
 * A call's e-mail in the recipient's language, with the calendar
 * invitation attached (`invito.ics`, also as the text/calendar alternative
 * that mail clients turn into "add to calendar" buttons).
 */
abstract class CallMail extends TranslatedMail {
  protected abstract readonly kind: 'booked' | 'cancelled'
  protected abstract readonly method: InvitationMethod

  constructor(
    recipient: MailRecipient,
    readonly data: CallMailData
  ) {
    super(recipient)
  }

  /** The day, start and end as the recipient reads them (Europe/Rome). */
  protected when() {
    return {
      date: longDate(this.data.startsAt, this.locale),
      time: time(this.data.startsAt),
      end: time(this.data.endsAt),
    }
  }

  /** The calendar event's title and text, in the recipient's language. */
  protected icsText() {
    const data = this.data
    const about = data.session ? '_session' : ''
    const summary =
      data.audience === 'staff'
        ? this.t(`calls.ics.summary_staff${about}`, {
            team: data.teamName,
            session: data.session?.name,
          })
        : this.t(`calls.ics.summary_transporter${about}`, { appName, session: data.session?.name })
    const lines = [
      this.t('calls.ics.team', { team: data.teamName }),
      data.bookedBy && this.t('calls.ics.booked_by', { name: data.bookedBy.name }),
      this.t('calls.ics.phone', { phone: data.phone }),
      data.transport &&
        this.t('calls.ics.transport', {
          reference: data.transport.reference,
          route: data.transport.route,
        }),
      data.session && this.t('calls.ics.session', { name: data.session.name }),
      data.note && this.t('calls.ics.note', { note: data.note }),
      data.url,
    ]
    return { summary, description: lines.filter(Boolean).join('\n') }
  }

  protected invitation() {
    const { summary, description } = this.icsText()
    return callInvitationIcs({
      method: this.method,
      uid: this.data.uid,
      sequence: this.data.sequence,
      startsAt: DateTime.fromISO(this.data.startsAt),
      endsAt: DateTime.fromISO(this.data.endsAt),
      summary,
      description,
      url: this.data.url,
      organizer: this.data.organizer,
      attendees: this.data.bookedBy ? [this.data.bookedBy] : [],
      stampedAt: DateTime.now(),
    })
  }

  async prepare() {
    const when = this.when()
    this.message.subject(this.t(`calls.mail.${this.kind}.subject`, when))
    await this.render(`emails/calls/${this.kind}`, {
      ...this.data,
      when,
      cancelledByLabel: this.data.cancelledBy
        ? this.t(`calls.mail.cancelled.by_${this.data.cancelledBy}`)
        : null,
    })
    this.message.icalEvent(this.invitation(), {
      method: this.method,
      filename: this.t('calls.ics.filename'),
    })
  }
}

/** The booking: the invitation (METHOD:REQUEST). */
export class CallBookedMail extends CallMail {
  protected readonly kind = 'booked' as const
  protected readonly method = 'REQUEST' as const
}

/** The cancellation: the same event cancelled (METHOD:CANCEL, next SEQUENCE). */
export class CallCancelledMail extends CallMail {
  protected readonly kind = 'cancelled' as const
  protected readonly method = 'CANCEL' as const
}
