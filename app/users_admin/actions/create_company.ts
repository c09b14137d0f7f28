import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'
import type User from '#identity/models/user'
import Team from '#teams/models/team'
import { createInvitationWithin } from '#teams/actions/invite_member'
import { recordAudit } from '#audit/actions/record_audit'
import { err, ok, type Result } from '#core/result'
import type { CompanyKind } from '#users_admin/domain/companies'
import '#teams/events'

export type CompanyInput = {
  kind: CompanyKind
  name: string
  legalName?: string | null
  vatNumber?: string | null
  fiscalCode?: string | null
  pec?: string | null
  phone?: string | null
  street?: string | null
  cap?: string | null
  city?: string | null
  province?: string | null
  ownerEmail: string
  /** the language of the owner's invitation */
  locale: 'it' | 'en'
}

const COMPANY_FIELDS = [
  'legalName',
  'vatNumber',
  'fiscalCode',
  'pec',
  'phone',
  'street',
  'cap',
  'city',
  'province',
] as const

/**
 * Staff create a dealer or carrier company and invite its owner, in one
 * transaction: the team (no member yet), the owner's invitation (the
 * teams' own invitation, accepted by signing up or in with that e-mail),
 * the audit line. The invitation e-mail goes out after the commit
 * (teams' `team:invitation_sent`). A P.IVA already used by a team of the
 * same kind is refused, with nothing written.
 */
export async function createCompany(
  input: CompanyInput,
  staff: User
): Promise<Result<Team, 'vat_number_taken'>> {
  const result = await db.transaction(async (trx) => {
    if (input.vatNumber) {
      const taken = await trx
        .from('teams')
        .where('kind', input.kind)
        .where('vat_number', input.vatNumber)
        .select('id')
        .first()
      if (taken) return err('vat_number_taken' as const)
    }
    const company = Object.fromEntries(COMPANY_FIELDS.map((field) => [field, input[field] ?? null]))
    const team = await Team.create(
      { name: input.name, kind: input.kind, ...company },
      { client: trx }
    )
    const invited = await createInvitationWithin(trx, {
      teamId: team.id,
      email: input.ownerEmail,
      role: 'owner',
      invitedById: staff.id,
    })
    await recordAudit(
      {
        actorUserId: staff.id,
        action: 'team.created',
        subjectType: 'team',
        subjectId: team.id,
        subjectLabel: team.name,
        after: { kind: team.kind, ...company, ownerEmail: invited.invitation.email },
      },
      trx
    )
    return ok({ team, ...invited })
  })
  if (!result.ok) return result
  const { team, invitation, token } = result.value
  await emitter.emit('team:invitation_sent', {
    invitationId: invitation.id,
    email: invitation.email,
    token,
    teamName: team.name,
    inviterName: staff.fullName,
    role: 'owner',
    expiresAt: invitation.expiresAt.toISO()!,
    locale: input.locale,
  })
  return ok(team)
}
