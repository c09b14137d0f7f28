import vine from '@vinejs/vine'
import {
  emailRule,
  fullNameRule,
  newPasswordRule,
  passwordRule,
} from '#identity/validators/auth_validators'

export const updateProfileInformationValidator = vine.withMetaData<{ userId: number }>().create({
  fullName: fullNameRule(),
  email: emailRule().unique({
    table: 'users',
    column: 'email',
    filter: (query, _value, field) => {
      query.whereNot('id', field.meta.userId)
    },
  }),
})

export const updatePasswordValidator = vine.create({
  currentPassword: passwordRule(),
  password: newPasswordRule(),
})

export const confirmTwoFactorValidator = vine.create({
  code: vine.string().trim().maxLength(20),
})

/** Password re-typed to confirm a destructive action (log out other sessions, delete account). */
export const passwordOnlyValidator = vine.create({
  password: passwordRule(),
})
