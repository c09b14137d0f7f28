import type { HttpContext } from '@adonisjs/core/http'
import { found } from '#core/exceptions/not_found_exception'
import { fieldError } from '#core/http/field_error'
import { teamDocumentValidator, validatedFile } from '#onboarding/validators/onboarding_validators'
import {
  documentsOfTeam,
  findTeamDocument,
  policyInForce,
} from '#onboarding/queries/team_documents'
import { uploadTeamDocument, type TeamDocumentInput } from '#onboarding/actions/team_documents'
import TeamDocumentTransformer from '#onboarding/transformers/team_document_transformer'
import { sendFile } from '#onboarding/controllers/application_access'

/** The carrier's details of a new document (a policy's insurer, number, cover, expiry). */
async function documentInput(ctx: HttpContext): Promise<TeamDocumentInput> {
  const input = await ctx.request.validateUsing(teamDocumentValidator)
  if (input.kind !== 'insurance') return { kind: 'other' }
  const details = {
    insurer: input.insurer!,
    policyNumber: input.policyNumber!,
    coverCents: Number(input.cover),
    expiresOn: input.expiresOn!,
  }
  return { kind: 'insurance', details }
}

/** Transporter area → Documents: the policy in force, the team's documents, a new one. */
export default class TeamDocumentsController {
  async index(ctx: HttpContext) {
    await ctx.bouncer.with('VettingPolicy').authorize('viewDocuments', ctx.currentTeam)
    const { team } = ctx.currentTeam
    const inForce = await policyInForce(team.id)
    return ctx.inertia.render('transporter/documents/index', {
      documents: TeamDocumentTransformer.transform(await documentsOfTeam(team.id)),
      policy: inForce ? TeamDocumentTransformer.transform(inForce) : null,
      status: {
        verified: !!team.verifiedAt,
        suspended: !!team.suspendedAt,
        reason: team.suspensionReason,
      },
      can: { upload: await ctx.bouncer.with('VettingPolicy').allows('upload', ctx.currentTeam) },
    })
  }

  async store(ctx: HttpContext) {
    await ctx.bouncer.with('VettingPolicy').authorize('upload', ctx.currentTeam)
    const input = await documentInput(ctx)
    const upload = await validatedFile(ctx, input.kind === 'insurance')
    const result = await uploadTeamDocument(ctx.currentTeam.team, ctx.auth.user!, input, upload)
    if (!result.ok) throw fieldError('file', ctx.i18n.t(`onboarding.files.errors.${result.error}`))
    ctx.session.flash('success', ctx.i18n.t('onboarding.documents.flash.uploaded'))
    return ctx.response.redirect().toRoute('transporter.documents.index')
  }

  async download(ctx: HttpContext) {
    const document = found(await findTeamDocument(ctx.currentTeam.team.id, ctx.params.id))
    await ctx.bouncer.with('VettingPolicy').authorize('download', ctx.currentTeam, document)
    return sendFile(ctx, document)
  }
}
