import { mkdir, writeFile } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import { DateTime } from 'luxon'
import OnboardingApplication from '#onboarding/models/onboarding_application'
import OnboardingDocument from '#onboarding/models/onboarding_document'
import TeamDocument from '#onboarding/models/team_document'
import { newApplicationToken } from '#onboarding/domain/application_token'
import { tinyPdf } from '#database/seeders/demo_onboarding'
import type Team from '#teams/models/team'

export const PDF = tinyPdf('Polizza')
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64'
)

const FIXTURES = app.makePath('tmp', 'test-fixtures', 'onboarding')

export async function fixture(name: string, contents: Buffer) {
  await mkdir(FIXTURES, { recursive: true })
  const path = `${FIXTURES}/${name}`
  await writeFile(path, contents)
  return path
}

export const COMPANY = {
  legalName: 'Bisarche Venete S.r.l.',
  vatNumber: '00159560366',
  fiscalCode: '00159560366',
  sdiCode: 'M5UXCR1',
  street: 'Via Roma 1',
  cap: '37100',
  city: 'Verona',
  province: 'VR',
  contactName: 'Carla Neri',
  contactEmail: 'carla@example.test',
  contactPhone: '+39 045 123 4567',
  renNumber: 'VR1234567A',
}

/** An application in a state, complete (insurance, policy PDF row, fleet, areas) unless told. */
export async function createApplication(
  state: 'draft' | 'submitted' | 'approved' | 'rejected' = 'submitted',
  options: { complete?: boolean; locale?: 'it' | 'en' } = {}
) {
  const { token, hash } = newApplicationToken()
  const complete = options.complete ?? true
  const application = await OnboardingApplication.create({
    ...COMPANY,
    tokenHash: hash,
    state,
    locale: options.locale ?? 'it',
    ...(complete
      ? {
          insurer: 'UnipolSai',
          policyNumber: 'RC-77',
          coverCents: 150_000_000,
          insuranceExpiresOn: DateTime.now().plus({ years: 1 }),
          fleet: [{ capacity: 8, covered: true, count: 2 }],
          services: { categories: ['suv'], regions: ['veneto'], provinces: ['MN'] },
        }
      : {}),
    submittedAt: state === 'draft' ? null : DateTime.now(),
  })
  if (complete)
    await OnboardingDocument.create({
      applicationId: application.id,
      kind: 'policy',
      fileName: 'polizza.pdf',
      storageKey: `onboarding/${application.id}/${'a'.repeat(32)}.pdf`,
      mimeType: 'application/pdf',
      sizeBytes: PDF.length,
    })
  return { application, token }
}

/** An insurance document of a team, expiring `days` from today. */
export function createPolicy(
  team: Team,
  days: number,
  state: 'pending' | 'accepted' | 'rejected' = 'accepted'
) {
  return TeamDocument.create({
    teamId: team.id,
    kind: 'insurance',
    fileName: 'polizza.pdf',
    storageKey: `team-documents/${team.id}/${'b'.repeat(32)}.pdf`,
    mimeType: 'application/pdf',
    sizeBytes: PDF.length,
    insurer: 'Generali',
    policyNumber: `P-${days}`,
    coverCents: 100_000_000,
    expiresOn: DateTime.now().setZone('Europe/Rome').startOf('day').plus({ days }),
    state,
  })
}
