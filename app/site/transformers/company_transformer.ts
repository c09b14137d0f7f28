import { BaseTransformer } from '@adonisjs/core/transformers'
import type { CompanyInfo } from '#config/company'

/**
 * The company that runs the platform (config/company.ts), as the public
 * pages name it: the data controller of the privacy policy, the contracting
 * party of the terms.
 */
export default class CompanyTransformer extends BaseTransformer<CompanyInfo> {
  /** Everything the legal texts cite. */
  toObject() {
    return this.pick(this.resource, [
      'legalName',
      'address',
      'vatNumber',
      'registration',
      'email',
      'pec',
      'phone',
      'salesEmail',
      'privacyEmail',
      'dpoEmail',
      'court',
      'hostingProvider',
      'mailProvider',
      'paymentsProvider',
      'policiesUpdatedOn',
    ])
  }
}
