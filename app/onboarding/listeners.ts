/*
| Vetting listeners: the e-mails, queued (mail.sendLater → job queue) after
| the action's transaction committed.
|
| - the applicant (the application's contact, in the language of the
|   application): its private link, and the rejection with staff's reason
|   (approval is the teams' owner invitation e-mail);
| - a transporter team's owners and admins, in their own language: the
|   insurance reminders (30, 7, 1 days) and the suspension.
*/
import emitter from '@adonisjs/core/services/emitter'
import type { EventsList } from '@adonisjs/core/types'
import mail from '@adonisjs/mail/services/main'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { appUrl } from '#config/app'
import User from '#identity/models/user'
import Team from '#teams/models/team'
import type { MailRecipient } from '#core/mail/translated_mail'
import OnboardingApplication from '#onboarding/models/onboarding_application'
import TeamDocument from '#onboarding/models/team_document'
import {
  ApplicationLinkMail,
  ApplicationRejectedMail,
  InsuranceReminderMail,
  TeamSuspendedMail,
  DocumentAcceptedMail,
  DocumentRejectedMail,
} from '#onboarding/mails/vetting_mails'
import '#onboarding/events'

const prefixUrl = appUrl.replace(/\/+$/, '')

function applicantOf(application: OnboardingApplication): MailRecipient {
  return {
    email: application.contactEmail,
    fullName: application.contactName,
    locale: application.locale,
  }
}

/** The owners and admins of a team, each address once. */
async function teamManagers(teamId: number): Promise<MailRecipient[]> {
  const users = await User.query()
    .join('team_members', 'team_members.user_id', 'users.id')
    .where('team_members.team_id', teamId)
    .whereIn('team_members.role', ['owner', 'admin'])
    .select('users.email', 'users.full_name', 'users.locale')
    .orderBy('users.id', 'asc')
  return users.map((user) => ({ email: user.email, fullName: user.fullName, locale: user.locale }))
}

export async function sendApplicationLink(event: EventsList['onboarding:link_created']) {
  const application = await OnboardingApplication.find(event.applicationId)
  if (!application) return
  const url = urlFor('onboarding.edit', { token: event.token }, { prefixUrl })
  await mail.sendLater(
    new ApplicationLinkMail(applicantOf(application), url, { company: application.legalName })
  )
}

export async function sendRejection(event: EventsList['onboarding:rejected']) {
  const application = await OnboardingApplication.find(event.applicationId)
  if (!application || application.state !== 'rejected') return
  await mail.sendLater(
    new ApplicationRejectedMail(
      applicantOf(application),
      urlFor('onboarding.create', undefined, { prefixUrl }),
      {
        company: application.legalName,
        reason: application.rejectionReason ?? '',
      }
    )
  )
}

export async function sendInsuranceReminder(event: EventsList['onboarding:insurance_reminder']) {
  const document = await TeamDocument.find(event.teamDocumentId)
  if (!document?.expiresOn) return
  const team = await Team.findOrFail(document.teamId)
  const url = urlFor('transporter.documents.index', undefined, { prefixUrl })
  const values = {
    team: team.name,
    days: event.threshold,
    expiresOn: document.expiresOn.toISODate()!,
    policy: document.policyNumber ?? '',
  }
  for (const recipient of await teamManagers(team.id))
    await mail.sendLater(new InsuranceReminderMail(recipient, url, values))
}

export async function sendSuspension(event: EventsList['onboarding:team_suspended']) {
  const team = await Team.find(event.teamId)
  if (!team) return
  const url = urlFor('transporter.documents.index', undefined, { prefixUrl })
  for (const recipient of await teamManagers(team.id))
    await mail.sendLater(
      new TeamSuspendedMail(recipient, url, { team: team.name, expiredOn: event.expiredOn })
    )
}

export async function sendDocumentReview(event: EventsList['onboarding:document_reviewed']) {
  const document = await TeamDocument.find(event.teamDocumentId)
  if (!document || document.state === 'pending') return
  const team = await Team.findOrFail(document.teamId)
  const url = urlFor('transporter.documents.index', undefined, { prefixUrl })
  const values = {
    team: team.name,
    file: document.fileName,
    reason: document.rejectionReason ?? '',
    lifted: event.lifted ? 'yes' : 'no',
  }
  const Mail = document.state === 'accepted' ? DocumentAcceptedMail : DocumentRejectedMail
  for (const recipient of await teamManagers(team.id))
    await mail.sendLater(new Mail(recipient, url, values))
}

emitter.on('onboarding:link_created', sendApplicationLink)
emitter.on('onboarding:rejected', sendRejection)
emitter.on('onboarding:insurance_reminder', sendInsuranceReminder)
emitter.on('onboarding:team_suspended', sendSuspension)
emitter.on('onboarding:document_reviewed', sendDocumentReview)
