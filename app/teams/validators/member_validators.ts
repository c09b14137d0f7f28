import vine from '@vinejs/vine'
import type { TeamRole } from '#teams/domain/team_roles'
import { emailRule } from '#core/validation/rules'

/** meta.roles: the roles the inviter may give (rolesAssignableBy). */
export const inviteMemberValidator = vine.withMetaData<{ roles: TeamRole[] }>().create({
  email: emailRule(),
  role: vine.enum((field) => field.meta.roles as TeamRole[]),
})

export const changeRoleValidator = vine.withMetaData<{ roles: TeamRole[] }>().create({
  role: vine.enum((field) => field.meta.roles as TeamRole[]),
})

export const transferOwnershipValidator = vine.create({
  memberId: vine.number().withoutDecimals().positive().max(2_147_483_647),
})
