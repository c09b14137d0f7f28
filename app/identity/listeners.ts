/*
| Identity event listeners: the e-mails of registration, e-mail change and
| password reset, queued (mail.sendLater -> job queue) after the write.
*/
import emitter from '@adonisjs/core/services/emitter'
import logger from '@adonisjs/core/services/logger'
import mail from '@adonisjs/mail/services/main'
import User from '#identity/models/user'
import VerifyEmailMail from '#identity/mails/verify_email_mail'
import ResetPasswordMail from '#identity/mails/reset_password_mail'
import { emailVerificationUrl, passwordResetUrl } from '#identity/support/links'

declare module '@adonisjs/core/types' {
  interface EventsList {
    'user:email_changed': { userId: number }
    'user:verification_requested': { userId: number }
    'user:password_reset_requested': { userId: number; token: string }
  }
}

export async function sendVerificationEmail({ userId }: { userId: number }) {
  try {
    const user = await User.find(userId)
    if (!user || user.emailVerifiedAt) return
    await mail.sendLater(new VerifyEmailMail(user, emailVerificationUrl(user)))
  } catch (error) {
    logger.error({ err: error, userId }, 'could not queue the e-mail verification message')
  }
}

export async function sendPasswordResetEmail({ userId, token }: { userId: number; token: string }) {
  try {
    const user = await User.find(userId)
    if (!user) return
    await mail.sendLater(new ResetPasswordMail(user, passwordResetUrl(token)))
  } catch (error) {
    logger.error({ err: error, userId }, 'could not queue the password reset message')
  }
}

emitter.on('user:registered', sendVerificationEmail)
emitter.on('user:email_changed', sendVerificationEmail)
emitter.on('user:verification_requested', sendVerificationEmail)
emitter.on('user:password_reset_requested', sendPasswordResetEmail)
