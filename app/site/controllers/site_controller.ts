import type { HttpContext } from '@adonisjs/core/http'
import { company } from '#config/company'
import { cookiesInUse } from '#site/queries/cookies_in_use'
import CompanyTransformer from '#site/transformers/company_transformer'
import CookieTransformer from '#site/transformers/cookie_transformer'

/** The public pages: the landing page and the legal texts. */
export default class SiteController {
  /** The landing page for dealers and carriers. */
  async welcome({ inertia }: HttpContext) {
    return inertia.render('site/welcome', { salesEmail: company.salesEmail })
  }

  /** Privacy policy (GDPR art. 13): the controller's identity and the cookies come from the configuration. */
  async privacy({ inertia }: HttpContext) {
    return inertia.render('site/privacy', {
      company: CompanyTransformer.transform(company),
      cookies: CookieTransformer.transform(await cookiesInUse()),
    })
  }

  async terms({ inertia }: HttpContext) {
    return inertia.render('site/terms', { company: CompanyTransformer.transform(company) })
  }
}
