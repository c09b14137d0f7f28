import emitter from '@adonisjs/core/services/emitter'
import mail from '@adonisjs/mail/services/main'
import logger from '@adonisjs/core/services/logger'
import type { EventsList } from '@adonisjs/core/types'
import db from '@adonisjs/lucid/services/db'
import PayoutAccountChange from '#payouts/models/payout_account_change'
import IbanChangedMail from '#payouts/mails/iban_changed_mail'
import '#payouts/events'

/** Every owner of the team gets the change, in their language (queued). */
export async function tellOwners(event: EventsList['payouts:iban_changed']) {
  const change = await PayoutAccountChange.find(event.changeId)
  if (!change) return
  const [team, author, owners] = await Promise.all([
    db.from('teams').where('id', change.teamId).select('name').first(),
    change.userId ? db.from('users').where('id', change.userId).select('full_name').first() : null,
    db
      .from('team_members')
      .join('users', 'users.id', 'team_members.user_id')
      .where('team_members.team_id', change.teamId)
      .where('team_members.role', 'owner')
      .select('users.email', 'users.full_name', 'users.locale'),
  ])
  for (const owner of owners) {
    await mail
      .sendLater(
        new IbanChangedMail(
          { email: owner.email, fullName: owner.full_name, locale: owner.locale },
          {
            team: team?.name ?? '',
            changedBy: author?.full_name ?? '—',
            changedAt: change.createdAt.toISO()!,
            oldIban: change.oldIbanMasked,
            newIban: change.newIbanMasked,
          }
        )
      )
      .catch((error) => logger.error({ err: error }, 'IBAN change e-mail not queued'))
  }
}

emitter.on('payouts:iban_changed', tellOwners)
