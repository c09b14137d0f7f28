import hash from '@adonisjs/core/services/hash'
import type User from '#identity/models/user'

/** Changes the password; the current one must be given and right. */
export async function updatePassword(
  user: User,
  input: { currentPassword: string; password: string }
): Promise<{ ok: true } | { ok: false; error: 'wrong_current_password' }> {
  if (!(await hash.use('scrypt').verify(user.password, input.currentPassword))) {
    return { ok: false, error: 'wrong_current_password' }
  }
  user.password = input.password
  await user.save()
  return { ok: true }
}
