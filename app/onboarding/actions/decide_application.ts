import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type User from '#identity/models/user'
import Team from '#teams/models/team'
import { createInvitationWithin } from '#teams/actions/invite_member'
import OnboardingApplication from '#onboarding/models/onboarding_application'
import OnboardingDocument from '#onboarding/models/onboarding_document'
import TeamDocument from '#onboarding/models/team_document'
import { canDecide, fleetCapacity, fleetEquipment } from '#onboarding/domain/application_rules'
import { lockForUpdate } from '#core/database/dialect'
import { err, ok, type Result } from '#core/result'

export type DecisionError = 'not_submitted' | 'vat_number_taken'

/** The team's name: the legal name, within the column (120 characters). */
const TEAM_NAME_MAX = 120

function lockApplication(trx: TransactionClientContract, id: number) {
  return lockForUpdate(OnboardingApplication.query({ client: trx }).where('id', id), trx).first()
}

/** The transporter team of an approved application: its company data and services, verified. */
function createTeam(trx: TransactionClientContract, application: OnboardingApplication) {
  const services = application.services
  return Team.create(
    {
      name: Array.from(application.legalName).slice(0, TEAM_NAME_MAX).join(''),
      kind: 'transporter',
      legalName: application.legalName,
      vatNumber: application.vatNumber,
      fiscalCode: application.fiscalCode,
      sdiCode: application.sdiCode,
      pec: application.pec,
      street: application.street,
      cap: application.cap,
      city: application.city,
      province: application.province,
      phone: application.contactPhone,
      services: {
        categories: services?.categories ?? [],
        regions: services?.regions ?? [],
        provinces: services?.provinces ?? [],
        equipment: fleetEquipment(application.fleet),
        capacity: fleetCapacity(application.fleet),
      },
      verifiedAt: DateTime.now(),
      plan: 'free',
    },
    { client: trx }
  )
}

/** The application's files become the team's documents, accepted (staff just reviewed them). */
async function copyDocuments(
  trx: TransactionClientContract,
  application: OnboardingApplication,
  team: Team,
  reviewer: User
) {
  const documents = await OnboardingDocument.query({ client: trx })
    .where('application_id', application.id)
    .orderBy('id', 'asc')
  const reviewed = {
    state: 'accepted' as const,
    reviewedById: reviewer.id,
    reviewedAt: DateTime.now(),
  }
  for (const document of documents) {
    const file = {
      teamId: team.id,
      fileName: document.fileName,
      storageKey: document.storageKey,
      mimeType: document.mimeType,
      sizeBytes: document.sizeBytes,
      uploadedById: null,
      ...reviewed,
    }
    const insurance =
      document.kind === 'policy'
        ? {
            kind: 'insurance' as const,
            insurer: application.insurer,
            policyNumber: application.policyNumber,
            coverCents: application.coverCents,
            expiresOn: application.insuranceExpiresOn,
          }
        : { kind: 'other' as const }
    await TeamDocument.create({ ...file, ...insurance }, { client: trx })
  }
}

/**
 * Approves a submitted application, in one transaction: the transporter
 * team (company data, services, verified), its documents (the policy as an
 * accepted insurance), an invitation of the applicant's e-mail as the
 * team's owner, the application approved. The invitation e-mail goes out
 * after the commit (teams' `team:invitation_sent`). Refused, with nothing
 * written, unless the application is still submitted.
 */
export async function approveApplication(
  applicationId: number,
  reviewer: User
): Promise<Result<{ application: OnboardingApplication; team: Team }, DecisionError>> {
  const result = await db.transaction(async (trx) => {
    const application = await lockApplication(trx, applicationId)
    if (!application || !canDecide(application.state)) return err('not_submitted' as const)
    /* one transporter team per company: a P.IVA already on the platform is refused */
    const existing = await trx
      .from('teams')
      .where('kind', 'transporter')
      .where('vat_number', application.vatNumber)
      .select('id')
      .first()
    if (existing) return err('vat_number_taken' as const)
    const team = await createTeam(trx, application)
    await copyDocuments(trx, application, team, reviewer)
    const invited = await createInvitationWithin(trx, {
      teamId: team.id,
      email: application.contactEmail,
      role: 'owner',
      invitedById: reviewer.id,
    })
    await application
      .merge({
        state: 'approved',
        reviewedAt: DateTime.now(),
        reviewedById: reviewer.id,
        teamId: team.id,
      })
      .save()
    return ok({ application, team, ...invited })
  })
  if (!result.ok) return result
  const { application, team, invitation, token } = result.value
  await emitter.emit('team:invitation_sent', {
    invitationId: invitation.id,
    email: invitation.email,
    token,
    teamName: team.name,
    inviterName: reviewer.fullName,
    role: 'owner',
    expiresAt: invitation.expiresAt.toISO()!,
    locale: application.locale,
  })
  return ok({ application, team })
}

/**
 * Rejects a submitted application with staff's reason (one transaction);
 * the reason is e-mailed to the applicant in their language after the
 * commit. Refused, with nothing written, unless it is still submitted.
 */
export async function rejectApplication(
  applicationId: number,
  reviewer: User,
  reason: string
): Promise<Result<OnboardingApplication, DecisionError>> {
  const result = await db.transaction(async (trx) => {
    const application = await lockApplication(trx, applicationId)
    if (!application || !canDecide(application.state)) return err('not_submitted' as const)
    await application
      .merge({
        state: 'rejected',
        rejectionReason: reason,
        reviewedAt: DateTime.now(),
        reviewedById: reviewer.id,
      })
      .save()
    return ok(application)
  })
  if (result.ok) await emitter.emit('onboarding:rejected', { applicationId: result.value.id })
  return result
}
