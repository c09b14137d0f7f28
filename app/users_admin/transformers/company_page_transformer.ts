/**
 * What the company page shows besides the company data: members (with
 * whether staff may sign in as each), pending invitations, recent activity,
 * money (a dealer's wallet, a carrier's due amount and payouts), score and
 * documents.
 */
import { BaseTransformer } from '@adonisjs/core/transformers'
import type TeamDocument from '#onboarding/models/team_document'
import TeamDocumentTransformer from '#onboarding/transformers/team_document_transformer'
import type { companyPage } from '#users_admin/queries/company_page'

type Page = Awaited<ReturnType<typeof companyPage>>

export default class CompanyPageTransformer extends BaseTransformer<Page> {
  toObject() {
    const { members, invitations, activity, money, score, documents } = this.resource
    return {
      members,
      invitations,
      activity,
      money,
      score: { average: score?.average ?? null, count: score?.count ?? 0 },
      documents: TeamDocumentTransformer.transform(documents as TeamDocument[]),
    }
  }
}
