import type User from '#identity/models/user'

/**
 * Updates the name and e-mail. A new e-mail address is unverified until the
 * user clicks the link sent to it (the caller emits 'user:email_changed').
 */
export async function updateProfileInformation(
  user: User,
  input: { fullName: string; email: string }
): Promise<{ emailChanged: boolean }> {
  const email = input.email.trim().toLowerCase()
  const emailChanged = email !== user.email.toLowerCase()
  user.fullName = input.fullName
  if (emailChanged) {
    user.email = email
    user.emailVerifiedAt = null
  }
  await user.save()
  return { emailChanged }
}
