import vine from '@vinejs/vine'

/** Shared field rules: every text has a maximum so 200 KB inputs get a field error. */
export const emailRule = () => vine.string().trim().maxLength(254).email().normalizeEmail({ all_lowercase: true })
export const newPasswordRule = () => vine.string().minLength(8).maxLength(200).confirmed()
export const fullNameRule = () => vine.string().trim().minLength(2).maxLength(120)

export const loginValidator = vine.create({
  email: vine.string().trim().maxLength(254).email(),
  password: vine.string().maxLength(200),
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
