import vine from '@vinejs/vine'
import { INVITATION_KINDS, INVITATION_STATES } from '#invitations/domain/invitation_states'

const invitationListValidator = vine.create({
  page: vine.number().withoutDecimals().min(1).max(100_000).optional(),
  kind: vine.enum(INVITATION_KINDS).optional(),
  state: vine.enum(INVITATION_STATES).optional(),
  q: vine.string().trim().maxLength(100).optional(),
})

/** Page and filters of Admin → Invitations from the query string; each bad value falls back to its default. */
export async function invitationListFilters(qs: Record<string, unknown>) {
  const pick = async <K extends 'page' | 'kind' | 'state' | 'q'>(key: K) =>
    invitationListValidator
      .validate({ [key]: qs[key] })
      .then((value) => value[key])
      .catch(() => undefined)
  return {
    page: (await pick('page')) ?? 1,
    kind: (await pick('kind')) ?? null,
    state: (await pick('state')) ?? null,
    q: (await pick('q')) || null,
  }
}
