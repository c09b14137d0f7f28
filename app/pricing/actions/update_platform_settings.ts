import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { recordAudit } from '#audit/actions/record_audit'
import { changedValues } from '#audit/domain/audit'
import PlatformSetting from '#pricing/models/platform_setting'
import type User from '#identity/models/user'
import { formToSettings, type SettingsForm } from '#pricing/domain/settings_form'

/** The form as validated: the company's optional fields and the map tiles may be missing (stored as ''). */
export type SettingsInput = Omit<SettingsForm, 'company' | 'mapTiles'> & {
  company: Partial<Omit<SettingsForm['company'], 'country' | 'taxRegime'>> & { legalName: string }
  mapTiles?: Partial<SettingsForm['mapTiles']>
}

/**
 * Appends a new settings version (never updates an old one): quotes keep
 * the version they were priced with. Two concurrent saves cannot share a
 * version number (unique column; the loser retries once with the next one).
 */
export async function updatePlatformSettings(
  input: SettingsInput,
  byUser: User | null
): Promise<PlatformSetting> {
  const { company, mapTiles } = input
  const urlTemplate = mapTiles?.urlTemplate ?? ''
  const stored = formToSettings({
    ...input,
    company: {
      legalName: company.legalName,
      vatNumber: company.vatNumber ?? '',
      fiscalCode: company.fiscalCode ?? '',
      street: company.street ?? '',
      cap: company.cap ?? '',
      city: company.city ?? '',
      province: company.province ?? '',
      /* Italy and the ordinary regime only (docs/domain.md, Invoicing) */
      country: 'IT',
      taxRegime: 'RF01',
      reaOffice: company.reaOffice ?? '',
      reaNumber: company.reaNumber ?? '',
      email: company.email ?? '',
      pec: company.pec ?? '',
      phone: company.phone ?? '',
      iban: company.iban ?? '',
      bic: company.bic ?? '',
      bankName: company.bankName ?? '',
    },
    mapTiles: { urlTemplate, attribution: urlTemplate ? (mapTiles?.attribution ?? '') : '' },
  })
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (trx) => {
        const latest = await PlatformSetting.query({ client: trx })
          .orderBy('version', 'desc')
          .select('version', 'data')
          .first()
        const version = (latest?.version ?? 0) + 1
        const created = await PlatformSetting.create(
          {
            version,
            data: stored as unknown as Record<string, unknown>,
            createdById: byUser?.id ?? null,
          },
          { client: trx }
        )
        if (byUser) await auditSettings(byUser.id, version, latest?.data ?? {}, stored, trx)
        return created
      })
    } catch (error) {
      if (attempt >= 2) throw error
    }
  }
}

/** A settings version in the audit trail: only the values that changed, before and after. */
function auditSettings(
  userId: number,
  version: number,
  before: Record<string, unknown>,
  after: unknown,
  trx: TransactionClientContract
) {
  const changed = changedValues(before, after as Record<string, unknown>)
  return recordAudit(
    {
      actorUserId: userId,
      action: 'settings.updated',
      subjectType: 'platform_settings',
      subjectId: version,
      subjectLabel: `v${version}`,
      before: changed.before,
      after: changed.after,
    },
    trx
  )
}
