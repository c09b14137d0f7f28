/**
 * Events of payouts, emitted after the commit; listeners.ts sends the
 * e-mails (queued).
 */
declare module '@adonisjs/core/types' {
  interface EventsList {
    /** A carrier team's payout IBAN was entered or changed: tell the team's owners. */
    'payouts:iban_changed': { changeId: number }
  }
}

export {}
