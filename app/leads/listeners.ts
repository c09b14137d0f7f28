import emitter from '@adonisjs/core/services/emitter'
import mail from '@adonisjs/mail/services/main'
import { urlFor } from '@adonisjs/core/services/url_builder'
import type { EventsList } from '@adonisjs/core/types'
import { appUrl } from '#config/app'
import { company } from '#config/company'
import Lead from '#leads/models/lead'
import { CarrierInvitationMail, DealerInvitationMail, NewLeadMail } from '#leads/mails/lead_mails'
import '#leads/events'

const prefixUrl = appUrl.replace(/\/+$/, '')

export async function tellSales(event: EventsList['lead:created']) {
  const lead = await Lead.find(event.leadId)
  if (!lead) return
  const url = urlFor('admin.leads.show', { id: lead.id }, { prefixUrl })
  await mail.sendLater(
    new NewLeadMail({ email: company.salesEmail, locale: 'it' }, url, {
      company: lead.companyName,
      contact: lead.contactName,
      kind: lead.kind,
      message: lead.message ?? '',
    })
  )
}

export async function inviteLead(event: EventsList['lead:converted']) {
  const lead = await Lead.find(event.leadId)
  if (!lead || lead.state !== 'converted') return
  const recipient = { email: lead.email, fullName: lead.contactName, locale: lead.locale }
  const values = { company: lead.companyName, name: lead.contactName }
  const message =
    lead.kind === 'transporter'
      ? new CarrierInvitationMail(
          recipient,
          urlFor('onboarding.create', undefined, { prefixUrl }),
          values
        )
      : new DealerInvitationMail(
          recipient,
          urlFor('register.create', undefined, { prefixUrl }),
          values
        )
  await mail.sendLater(message)
}

emitter.on('lead:created', tellSales)
emitter.on('lead:converted', inviteLead)
