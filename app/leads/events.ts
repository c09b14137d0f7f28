/**
 * Events of leads, emitted by the actions after their transaction has
 * committed; listeners.ts sends the e-mails (queued).
 */
declare module '@adonisjs/core/types' {
  interface EventsList {
    /** A company sent the public form: tell the sales address. */
    'lead:created': { leadId: number }
    /** Staff converted a lead: invite the company to register (dealer) or to the onboarding (carrier). */
    'lead:converted': { leadId: number }
  }
}

export {}
