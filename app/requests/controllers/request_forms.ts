/*
| What several request controllers share: the request as typed (validated
| against the active vehicle categories), the problems the action found as
| field errors, the form's choices and the page's `can` flags.
*/
import type { HttpContext } from '@adonisjs/core/http'
import { errors as vineErrors } from '@vinejs/vine'
import type TransportRequest from '#requests/models/transport_request'
import { requestProblems, saveRequest, type FieldProblem } from '#requests/actions/save_request'
import { currentPricingSettings } from '#pricing/queries/current_settings'
import { activeCategoryCodes, activeVehicleCategories } from '#pricing/queries/vehicle_catalogue'
import { formPlaces } from '#requests/queries/request_pages'
import {
  draftRequestValidator,
  submitRequestValidator,
} from '#requests/validators/request_validators'
import { canCancel, canChangeAttachments, canEdit } from '#requests/domain/request_rules'
import PlaceChoiceTransformer from '#requests/transformers/place_choice_transformer'
import CategoryChoiceTransformer from '#pricing/transformers/category_choice_transformer'

/** The form's button: submit (everything required, priced) or save a draft. */
export function isSubmit(ctx: HttpContext) {
  return ctx.request.input('intent') === 'submit'
}

/**
 * Saves the form (the `intent` says draft or submit) as a new request of the
 * current team, or over `request` (a draft of the team).
 */
export async function saveFromForm(ctx: HttpContext, request?: TransportRequest) {
  const submit = isSubmit(ctx)
  const data = await requestInput(ctx, submit)
  const settings = await currentPricingSettings()
  const { team } = ctx.currentTeam
  const result = await saveRequest({ team, user: ctx.auth.user!, data, submit, request, settings })
  return { submit, result }
}

/**
 * The request as typed: a draft is lenient, a submit requires everything.
 * A submit that fails validation answers every problem at once: the
 * validator's errors and, when what was typed can be read, the places' and
 * dates' problems the save would find (never two rounds of errors).
 */
export async function requestInput(ctx: HttpContext, submit: boolean) {
  const meta = { categories: await activeCategoryCodes() }
  if (!submit) return ctx.request.validateUsing(draftRequestValidator, { meta })
  try {
    return await ctx.request.validateUsing(submitRequestValidator, { meta })
  } catch (error) {
    if (!(error instanceof vineErrors.E_VALIDATION_ERROR)) throw error
    throw await withProblems(ctx, error, meta)
  }
}

/**
 * The validator's errors and the problems the save would find in the fields
 * it did not flag, in one error (when what was typed can be read at all).
 */
async function withProblems(
  ctx: HttpContext,
  error: InstanceType<typeof vineErrors.E_VALIDATION_ERROR>,
  meta: { categories: string[] }
) {
  const problems = await problemsOfTyped(ctx, meta)
  const messages = error.messages as { field: string }[]
  const flagged = new Set(messages.map((entry) => entry.field))
  const unflagged = problems.filter((problem) => !flagged.has(problem.field))
  const extra = fieldProblemsError(unflagged, ctx.i18n).messages
  return new vineErrors.E_VALIDATION_ERROR([...messages, ...extra])
}

/** The places' and dates' problems of what was typed, read leniently (none when unreadable). */
async function problemsOfTyped(ctx: HttpContext, meta: { categories: string[] }) {
  const messagesProvider = ctx.i18n.createMessagesProvider()
  const data = await draftRequestValidator
    .validate(ctx.request.all(), { meta, messagesProvider })
    .catch(() => null)
  if (!data) return []
  const settings = await currentPricingSettings()
  const { team } = ctx.currentTeam
  return requestProblems({ team, user: ctx.auth.user!, data, submit: true, settings })
}

/**
 * Problems the action found (dates on closing days, another team's address)
 * become ordinary validation errors: the form shows them under the fields,
 * the API answers 422 with them.
 */
export function fieldProblemsError(problems: FieldProblem[], i18n: HttpContext['i18n']) {
  return new vineErrors.E_VALIDATION_ERROR(
    problems.map((problem) => ({
      field: problem.field,
      message: i18n.t(`requests.problems.${problem.code}`),
      rule: problem.code,
    }))
  )
}

/** After a save: the draft goes back to its form, a submitted request to its page. */
export function savedRedirect(ctx: HttpContext, submit: boolean, request: TransportRequest) {
  const outcome = !submit
    ? 'draft_saved'
    : request.state === 'quoted'
      ? 'quoted'
      : 'sent_for_manual_quote'
  ctx.session.flash(
    'success',
    ctx.i18n.t(`requests.flash.${outcome}`, { reference: request.reference })
  )
  const route = submit ? 'dealer.requests.show' : 'dealer.requests.edit'
  return ctx.response.redirect().toRoute(route, { id: request.id })
}

/** The form's choices (page props): the team's addresses and suppliers, the active vehicle categories. */
export async function formChoices(teamId: number) {
  const [{ addresses, suppliers }, categories] = await Promise.all([
    formPlaces(teamId),
    activeVehicleCategories(),
  ])
  return {
    addresses: PlaceChoiceTransformer.transform(addresses),
    suppliers: PlaceChoiceTransformer.transform(suppliers),
    categories: CategoryChoiceTransformer.transform(categories),
  }
}

/** What the dealer may do with a request: who (the policies) and when (the state). */
export async function dealerCan(ctx: HttpContext, request: TransportRequest) {
  const requests = ctx.bouncer.with('TransportRequestPolicy')
  const attachments = ctx.bouncer.with('RequestAttachmentPolicy')
  const member = ctx.currentTeam
  return {
    edit: canEdit(request.state) && (await requests.allows('update', member, request)),
    cancel: canCancel(request.state) && (await requests.allows('cancel', member, request)),
    attach:
      canChangeAttachments(request.state) && (await attachments.allows('upload', member, request)),
  }
}
