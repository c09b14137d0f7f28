import type { HttpContext } from '@adonisjs/core/http'
import limiter from '@adonisjs/limiter/services/main'
import { fieldError } from '#core/http/field_error'
import { fillTimeCheck, isLeadKind } from '#leads/domain/leads'
import { leadValidator } from '#leads/validators/lead_validators'
import { createLead } from '#leads/actions/leads'
import { formShownAt, issueFormToken } from '#leads/form_token'

/** Five forms an hour from one address; the sixth is answered with the wait. */
const PER_ADDRESS = { requests: 5, duration: '1 hour' } as const

/** A person, not a script: the form was shown long enough ago (and not a day ago). */
function checkFillTime(ctx: HttpContext, token: string | undefined) {
  const check = fillTimeCheck(formShownAt(token), Date.now())
  if (check !== 'ok') throw fieldError('formToken', ctx.i18n.t(`leads.errors.${check}`))
}

/**
 * Public → "Parliamo": companies interested in the platform leave their
 * contacts. Spam is kept out without third parties: a hidden field people
 * leave empty (filled → thanked, nothing stored), a minimum time to fill the
 * form, at most five forms an hour from one address.
 */
export default class LeadFormController {
  async create({ inertia, request }: HttpContext) {
    const kind = request.qs().kind
    return inertia.render('site/leads/create', {
      formToken: issueFormToken(),
      kind: isLeadKind(kind) ? kind : null,
    })
  }

  async store(ctx: HttpContext) {
    const { website, formToken, ...input } = await ctx.request.validateUsing(leadValidator)
    if (website) return ctx.response.redirect().toRoute('leads.thank_you')
    checkFillTime(ctx, formToken)
    await limiter.use(PER_ADDRESS).consume(`lead:${ctx.request.ip()}`)
    await createLead(input, ctx.i18n.locale)
    return ctx.response.redirect().toRoute('leads.thank_you')
  }

  async thankYou({ inertia }: HttpContext) {
    return inertia.render('site/leads/thank_you', {})
  }
}
