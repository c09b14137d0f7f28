import { errors as vineErrors } from '@vinejs/vine'
import type { FieldProblem } from '#requests/actions/save_request'
import { HttpContext } from '@adonisjs/core/http'

/**
 * Problems the action found (dates on closing days, another team's address)
 * become ordinary validation errors: the form shows them under the fields,
 * the API answers 422 with them.
 */
export function fieldProblemsError(problems: FieldProblem[]) {
  return new vineErrors.E_VALIDATION_ERROR(
    problems.map((problem) => ({
      field: problem.field,
      message: translate(`requests.problems.${problem.code}`),
      rule: problem.code,
    }))
  )
}

function translate(key: string) {
  const i18n = HttpContext.get()?.i18n
  return i18n ? i18n.t(key) : key
}
