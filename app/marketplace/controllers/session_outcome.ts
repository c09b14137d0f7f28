import { errors as vineErrors } from '@vinejs/vine'
import type { HttpContext } from '@adonisjs/core/http'
import type { SessionProblem } from '#marketplace/actions/manage_private_sessions'

/** A session's problems as a validation error: each message next to its field, in one round. */
export function sessionProblemsError(ctx: HttpContext, problems: SessionProblem[]) {
  return new vineErrors.E_VALIDATION_ERROR(
    problems.map((problem) => ({
      field: problem.field,
      message: ctx.i18n.t(`marketplace.sessions.errors.${problem.code}`),
      rule: problem.code,
    }))
  )
}

/** A refused change of a session: its translated reason, back to the session's staff page. */
export function backToSession(
  ctx: HttpContext,
  result: { ok: boolean; error?: string },
  success: string
) {
  if (!result.ok && result.error === 'not_found') {
    ctx.session.flash('error', ctx.i18n.t('marketplace.sessions.errors.not_found'))
  } else {
    ctx.session.flash(
      result.ok ? 'success' : 'error',
      ctx.i18n.t(result.ok ? success : `marketplace.sessions.errors.${result.error}`)
    )
  }
  return ctx.response.redirect().toRoute('admin.sessions.show', { id: ctx.params.id })
}
