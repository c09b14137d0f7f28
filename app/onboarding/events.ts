/**
 * Events of vetting, emitted by the actions after their transaction has
 * committed; listeners.ts sends the e-mails (queued).
 */
declare module '@adonisjs/core/types' {
  interface EventsList {
    /** A guest saved an application for the first time: e-mail them its private link. */
    'onboarding:link_created': { applicationId: number; token: string }
    /** Staff rejected an application: e-mail the reason in the applicant's language. */
    'onboarding:rejected': { applicationId: number }
    /** An accepted policy reaches a reminder threshold: e-mail the team's owners and admins. */
    'onboarding:insurance_reminder': { teamDocumentId: number; threshold: number }
    /** A team's insurance expired and it was suspended: e-mail its owners and admins. */
    'onboarding:team_suspended': { teamId: number; expiredOn: string }
    /** Staff accepted or rejected a carrier's document (`lifted`: its suspension ended). */
    'onboarding:document_reviewed': { teamDocumentId: number; lifted: boolean }
  }
}

export {}
