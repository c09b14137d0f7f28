import type Team from '#teams/models/team'
import TeamNotificationRecipient from '#teams/models/team_notification_recipient'
import { err, ok, type Result } from '#core/result'

export type RecipientInput = { name?: string | null; email: string; types?: string[] | null }

async function emailTaken(teamId: number, email: string, exceptId?: number) {
  const query = TeamNotificationRecipient.query()
    .where('team_id', teamId)
    .whereRaw('lower(email) = ?', [email.toLowerCase()])
  if (exceptId) query.whereNot('id', exceptId)
  return Boolean(await query.first())
}

function attributes(input: RecipientInput) {
  /* An empty selection means "every type" (stored as null). */
  const types = input.types && input.types.length > 0 ? input.types : null
  return { name: input.name ?? null, email: input.email.toLowerCase(), types }
}

export async function createRecipient(
  team: Team,
  input: RecipientInput
): Promise<Result<TeamNotificationRecipient, 'duplicate_email'>> {
  if (await emailTaken(team.id, input.email)) return err('duplicate_email')
  return ok(await TeamNotificationRecipient.create({ teamId: team.id, ...attributes(input) }))
}

export async function updateRecipient(
  recipient: TeamNotificationRecipient,
  input: RecipientInput
): Promise<Result<TeamNotificationRecipient, 'duplicate_email'>> {
  if (await emailTaken(recipient.teamId, input.email, recipient.id)) return err('duplicate_email')
  recipient.merge(attributes(input))
  await recipient.save()
  return ok(recipient)
}

export async function deleteRecipient(recipient: TeamNotificationRecipient): Promise<void> {
  await recipient.delete()
}
