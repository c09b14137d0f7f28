/**
 * An application on its pages:
 * - `toObject`  the applicant's own view (the private link's pages): every
 *   field they wrote, the state and staff's reason when rejected;
 * - `forStaff`  the review page: the same, plus the review's record and the
 *   team created on approval.
 * Never the token or where files are stored.
 */
import { BaseTransformer } from '@adonisjs/core/transformers'
import type OnboardingApplication from '#onboarding/models/onboarding_application'

export default class ApplicationTransformer extends BaseTransformer<OnboardingApplication> {
  toObject() {
    const application = this.resource
    return {
      ...this.pick(application, [
        'state',
        'legalName',
        'vatNumber',
        'fiscalCode',
        'sdiCode',
        'pec',
        'street',
        'cap',
        'city',
        'province',
        'contactName',
        'contactEmail',
        'contactPhone',
        'renNumber',
        'insurer',
        'policyNumber',
        'coverCents',
        'rejectionReason',
      ]),
      insuranceExpiresOn: application.insuranceExpiresOn?.toISODate() ?? null,
      fleet: application.fleet ?? [],
      services: {
        categories: application.services?.categories ?? [],
        regions: application.services?.regions ?? [],
        provinces: application.services?.provinces ?? [],
      },
      submittedAt: application.submittedAt?.toISO() ?? null,
      createdAt: application.createdAt.toISO()!,
    }
  }

  forStaff() {
    const application = this.resource
    return {
      ...this.toObject(),
      id: application.id,
      locale: application.locale,
      reviewedAt: application.reviewedAt?.toISO() ?? null,
      teamId: application.teamId,
    }
  }
}
