import emitter from '@adonisjs/core/services/emitter'
import OnboardingApplication from '#onboarding/models/onboarding_application'
import { newApplicationToken } from '#onboarding/domain/application_token'
import type { Locale } from '#core/i18n'

/** The company step: who applies (fiscal identifiers already checked and normalised). */
export type CompanyInput = {
  legalName: string
  vatNumber: string
  fiscalCode: string
  sdiCode?: string | null
  pec?: string | null
  street: string
  cap: string
  city: string
  province: string
  contactName: string
  contactEmail: string
  contactPhone: string
  renNumber: string
}

/**
 * The first save of an application (its company step): a draft reachable
 * only through a new private link, e-mailed to the contact after the insert
 * (listener of `onboarding:link_created`). Returns the token for the redirect.
 */
export async function startApplication(input: CompanyInput, locale: Locale) {
  const { token, hash } = newApplicationToken()
  const application = await OnboardingApplication.create({
    ...input,
    sdiCode: input.sdiCode ?? null,
    pec: input.pec ?? null,
    tokenHash: hash,
    state: 'draft',
    locale,
  })
  await emitter.emit('onboarding:link_created', { applicationId: application.id, token })
  return { application, token }
}
