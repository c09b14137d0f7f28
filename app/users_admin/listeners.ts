import emitter from '@adonisjs/core/services/emitter'
import mail from '@adonisjs/mail/services/main'
import { urlFor } from '@adonisjs/core/services/url_builder'
import type { EventsList } from '@adonisjs/core/types'
import { appUrl } from '#config/app'
import User from '#identity/models/user'
import Team from '#teams/models/team'
import { TeamStandingMail } from '#users_admin/mails/team_standing_mail'
import '#users_admin/events'

const prefixUrl = appUrl.replace(/\/+$/, '')

/** The owners and admins of a team, each with their language. */
async function teamManagers(teamId: number) {
  const users = await User.query()
    .join('team_members', 'team_members.user_id', 'users.id')
    .where('team_members.team_id', teamId)
    .whereIn('team_members.role', ['owner', 'admin'])
    .select('users.email', 'users.full_name', 'users.locale')
    .orderBy('users.id', 'asc')
  return users.map((user) => ({ email: user.email, fullName: user.fullName, locale: user.locale }))
}

/** Staff changed a company's standing: its owners and admins are told (queued). */
export async function tellStandingChange(event: EventsList['users_admin:standing_changed']) {
  const team = await Team.find(event.teamId)
  if (!team) return
  const url = urlFor(
    team.kind === 'transporter' ? 'transporter.dashboard' : 'dealer.dashboard',
    undefined,
    {
      prefixUrl,
    }
  )
  const values = { team: team.name, reason: event.reason ?? '' }
  for (const recipient of await teamManagers(team.id))
    await mail.sendLater(new TeamStandingMail(recipient, event.change, url, values))
}

emitter.on('users_admin:standing_changed', tellStandingChange)
