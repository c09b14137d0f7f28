import db from '@adonisjs/lucid/services/db'
import OnboardingApplication from '#onboarding/models/onboarding_application'
import OnboardingDocument from '#onboarding/models/onboarding_document'
import { canEdit } from '#onboarding/domain/application_rules'
import {
  applicationStorageKey,
  MAX_APPLICATION_DOCUMENTS,
  type ApplicationDocumentKind,
} from '#onboarding/domain/documents'
import {
  discardFiles,
  storeUpload,
  type Upload,
  type UploadError,
} from '#onboarding/actions/store_file'
import { lockForUpdate } from '#core/database/dialect'
import { err, ok, type Result } from '#core/result'

export type DocumentError = UploadError | 'not_editable' | 'too_many'

/**
 * Adds a file to a draft application: the insurance policy (PDF; a new one
 * replaces the previous) or another document (PDF, JPEG, PNG). The file is
 * stored first, then the row in a transaction that locks the application;
 * a refused row removes the stored file again.
 */
export async function storeApplicationDocument(
  application: OnboardingApplication,
  kind: ApplicationDocumentKind,
  upload: Upload
): Promise<Result<OnboardingDocument, DocumentError>> {
  if (!canEdit(application.state)) return err('not_editable')
  const stored = await storeUpload(upload, kind === 'policy', (hex, fileKind) =>
    applicationStorageKey(application.id, hex, fileKind)
  )
  if (!stored.ok) return stored
  let replaced: string[] = []
  try {
    const result = await db.transaction(async (trx) => {
      const locked = await lockForUpdate(
        OnboardingApplication.query({ client: trx }).where('id', application.id),
        trx
      ).firstOrFail()
      if (!canEdit(locked.state)) return err('not_editable' as const)
      const existing = await OnboardingDocument.query({ client: trx })
        .where('application_id', locked.id)
        .select('id', 'kind', 'storage_key')
      const previous = kind === 'policy' ? existing.filter((row) => row.kind === 'policy') : []
      if (existing.length - previous.length >= MAX_APPLICATION_DOCUMENTS)
        return err('too_many' as const)
      if (previous.length) {
        await OnboardingDocument.query({ client: trx })
          .whereIn(
            'id',
            previous.map((row) => row.id)
          )
          .delete()
        replaced = previous.map((row) => row.storageKey)
      }
      const document = await OnboardingDocument.create(
        { ...stored.value, applicationId: locked.id, kind },
        { client: trx }
      )
      return ok(document)
    })
    await discardFiles(result.ok ? replaced : [stored.value.storageKey])
    return result
  } catch (error) {
    await discardFiles([stored.value.storageKey])
    throw error
  }
}

/** Removes a file of a draft application (the row, then the stored file). */
export async function deleteApplicationDocument(
  application: OnboardingApplication,
  documentId: number
): Promise<Result<true, 'not_editable' | 'not_found'>> {
  const result = await db.transaction(async (trx) => {
    const locked = await lockForUpdate(
      OnboardingApplication.query({ client: trx }).where('id', application.id),
      trx
    ).firstOrFail()
    if (!canEdit(locked.state)) return err('not_editable' as const)
    const document = await OnboardingDocument.query({ client: trx })
      .where('application_id', locked.id)
      .where('id', documentId)
      .first()
    if (!document) return err('not_found' as const)
    await document.delete()
    return ok(document.storageKey)
  })
  if (!result.ok) return result
  await discardFiles([result.value])
  return ok(true)
}
