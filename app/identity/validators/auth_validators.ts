import vine from '@vinejs/vine'

/** Shared field rules: every text has a maximum so 200 KB inputs get a field error. */
export const emailRule = () =>
  vine.string().trim().maxLength(254).email().normalizeEmail({ all_lowercase: true })
export const newPasswordRule = () => vine.string().minLength(8).maxLength(200).confirmed()
export const fullNameRule = () => vine.string().trim().minLength(2).maxLength(120)
export const passwordRule = () => vine.string().maxLength(200)

export const loginValidator = vine.create({
  email: vine.string().trim().maxLength(254).email(),
  password: passwordRule(),
  remember: vine.boolean().optional(),
})

export const registerValidator = vine.create({
  fullName: fullNameRule(),
  email: emailRule().unique({ table: 'users', column: 'email' }),
  password: newPasswordRule(),
  companyName: vine.string().trim().minLength(2).maxLength(120),
  kind: vine.enum(['dealer', 'transporter'] as const),
  terms: vine.accepted(),
})

/** Registering from a team invitation link: the person joins that team, no company of their own. */
export const registerInvitedValidator = vine.create({
  fullName: fullNameRule(),
  email: emailRule().unique({ table: 'users', column: 'email' }),
  password: newPasswordRule(),
  terms: vine.accepted(),
})

export const forgotPasswordValidator = vine.create({
  email: vine.string().trim().maxLength(254).email(),
})

export const resetPasswordValidator = vine.create({
  token: vine.string().trim().maxLength(200),
  password: newPasswordRule(),
})

export const confirmPasswordValidator = vine.create({
  password: passwordRule(),
})

/** Either the authenticator code or a recovery code. */
export const twoFactorChallengeValidator = vine.create({
  code: vine.string().trim().maxLength(20).optional().requiredIfMissing('recoveryCode'),
  recoveryCode: vine.string().trim().maxLength(50).optional(),
})
