import { notifyOnboardingSubmitted } from '#notifications/actions/lifecycle'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import OnboardingApplication, {
  type ApplicationServices,
} from '#onboarding/models/onboarding_application'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import {
  canEdit,
  missingSteps,
  type FleetLine,
  type Step,
} from '#onboarding/domain/application_rules'
import type { CompanyInput } from '#onboarding/actions/start_application'
import { lockForUpdate } from '#core/database/dialect'
import { err, ok, type Result } from '#core/result'
import { todayInRome } from '#shared/time_zone'

export type InsuranceInput = {
  insurer: string
  policyNumber: string
  coverCents: number
  insuranceExpiresOn: string
}

export type FleetInput = { fleet: FleetLine[]; services: ApplicationServices }

export type StepInput =
  | { step: 'company'; values: CompanyInput }
  | { step: 'insurance'; values: InsuranceInput }
  | { step: 'fleet'; values: FleetInput }

function columnsOf(input: StepInput): Partial<OnboardingApplication> {
  if (input.step === 'insurance') {
    const { insuranceExpiresOn, ...rest } = input.values
    return { ...rest, insuranceExpiresOn: DateTime.fromISO(insuranceExpiresOn) }
  }
  if (input.step === 'company')
    return { ...input.values, sdiCode: input.values.sdiCode ?? null, pec: input.values.pec ?? null }
  return input.values
}

/** Saves one step of a draft application (refused once it was submitted). */
export function saveStep(
  applicationId: number,
  input: StepInput
): Promise<Result<OnboardingApplication, 'not_editable'>> {
  return db.transaction(async (trx) => {
    const application = await lockForUpdate(
      OnboardingApplication.query({ client: trx }).where('id', applicationId),
      trx
    ).firstOrFail()
    if (!canEdit(application.state)) return err('not_editable' as const)
    await application.merge(columnsOf(input)).save()
    return ok(application)
  })
}

/** The steps an application still misses (empty: it may be submitted). */
export async function missingStepsOf(
  application: OnboardingApplication,
  client: QueryClientContract = db.connection()
): Promise<Step[]> {
  const [{ total }] = await client
    .from('onboarding_documents')
    .where('application_id', application.id)
    .where('kind', 'policy')
    .count('* as total')
  return missingSteps(
    {
      insurer: application.insurer,
      policyNumber: application.policyNumber,
      coverCents: application.coverCents,
      insuranceExpiresOn: application.insuranceExpiresOn?.toISODate() ?? null,
      fleet: application.fleet,
      services: application.services,
      policyDocuments: Number(total),
    },
    todayInRome()
  )
}

/**
 * Submits a complete draft to staff's review (one transaction: the row is
 * locked, checked complete, marked submitted).
 */
export function submitApplication(
  applicationId: number
): Promise<Result<OnboardingApplication, 'not_editable' | 'incomplete'>> {
  return db.transaction(async (trx) => {
    const application = await lockForUpdate(
      OnboardingApplication.query({ client: trx }).where('id', applicationId),
      trx
    ).firstOrFail()
    if (!canEdit(application.state)) return err('not_editable' as const)
    const missing = await missingStepsOf(application, trx)
    if (missing.length > 0) return err('incomplete' as const)
    await application.merge({ state: 'submitted', submittedAt: DateTime.now() }).save()
    await notifyOnboardingSubmitted(
      { applicationId: application.id, company: application.legalName },
      trx
    )
    return ok(application)
  })
}
