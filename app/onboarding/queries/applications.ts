/**
 * Reads of applications: the applicant's (by private link) and staff's
 * (list by state, one application with its files).
 */
import type { Readable } from 'node:stream'
import drive from '@adonisjs/drive/services/main'
import OnboardingApplication from '#onboarding/models/onboarding_application'
import OnboardingDocument from '#onboarding/models/onboarding_document'
import {
  hashApplicationToken,
  looksLikeApplicationToken,
} from '#onboarding/domain/application_token'
import { isApplicationState, type ApplicationState } from '#onboarding/domain/application_rules'
import { isVettingStorageKey } from '#onboarding/domain/documents'
import { paginatePlainRows } from '#core/database/paginate'
import { paginated, paginateWithin, pageFrom, type Paginated } from '#core/paging'
import type { PlainRow } from '#core/database/plain_rows'

export const APPLICATIONS_PER_PAGE = 20

/** The application of a private link, or null (a malformed token never reaches the database). */
export function applicationByToken(token: unknown) {
  if (!looksLikeApplicationToken(token)) return Promise.resolve(null)
  return OnboardingApplication.query().where('token_hash', hashApplicationToken(token)).first()
}

export function findApplication(id: number) {
  return OnboardingApplication.find(id)
}

/** An application's files, the policy first, then the others oldest first. */
export function documentsOf(applicationId: number) {
  return OnboardingDocument.query()
    .select('id', 'application_id', 'kind', 'file_name', 'mime_type', 'size_bytes', 'created_at')
    .where('application_id', applicationId)
    .orderByRaw("CASE WHEN kind = 'policy' THEN 0 ELSE 1 END")
    .orderBy('id', 'asc')
}

export function findDocument(applicationId: number, documentId: number) {
  return OnboardingDocument.query()
    .where('application_id', applicationId)
    .where('id', documentId)
    .first()
}

/** The stored bytes of a file of vetting (Drive disk), or null when it is missing. */
export async function fileContents(storageKey: string): Promise<Readable | null> {
  if (!isVettingStorageKey(storageKey)) return null
  const disk = drive.use()
  if (!(await disk.exists(storageKey))) return null
  return disk.getStream(storageKey)
}

const ROW_ATTRIBUTES = [
  'id',
  'legalName',
  'vatNumber',
  'city',
  'province',
  'contactName',
  'state',
  'submittedAt',
  'createdAt',
] as const

export type ApplicationRow = PlainRow<typeof OnboardingApplication, (typeof ROW_ATTRIBUTES)[number]>

export type ApplicationFilters = { page: number; state: ApplicationState | null }

export function applicationFiltersOf(qs: Record<string, unknown>): ApplicationFilters {
  return { page: pageFrom(qs.page), state: isApplicationState(qs.state) ? qs.state : null }
}

/** Staff's list: newest first, by state (index state, created_at, id). */
export async function applicationRows(
  filters: ApplicationFilters
): Promise<Paginated<ApplicationRow>> {
  const query = OnboardingApplication.query()
  if (filters.state) query.where('state', filters.state)
  query.orderBy('created_at', 'desc').orderBy('id', 'desc')
  const result = await paginateWithin(filters.page, (page) =>
    paginatePlainRows(OnboardingApplication, query, ROW_ATTRIBUTES, page, APPLICATIONS_PER_PAGE)
  )
  return paginated(result) as Paginated<ApplicationRow>
}
