import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const SessionController = () => import('#identity/controllers/session_controller')
const RegistrationController = () => import('#identity/controllers/registration_controller')
const ForgotPasswordController = () => import('#identity/controllers/forgot_password_controller')
const ResetPasswordController = () => import('#identity/controllers/reset_password_controller')
const EmailVerificationController = () =>
  import('#identity/controllers/email_verification_controller')
const EmailVerificationNoticeController = () =>
  import('#identity/controllers/email_verification_notice_controller')
const VerificationNotificationController = () =>
  import('#identity/controllers/verification_notification_controller')
const TwoFactorChallengeController = () =>
  import('#identity/controllers/two_factor_challenge_controller')
const ConfirmPasswordController = () => import('#identity/controllers/confirm_password_controller')
const ProfileController = () => import('#identity/controllers/profile_controller')
const ProfileInformationController = () =>
  import('#identity/controllers/profile_information_controller')
const PasswordController = () => import('#identity/controllers/password_controller')
const TwoFactorController = () => import('#identity/controllers/two_factor_controller')
const TwoFactorConfirmationController = () =>
  import('#identity/controllers/two_factor_confirmation_controller')
const RecoveryCodesController = () => import('#identity/controllers/recovery_codes_controller')
const OtherBrowserSessionsController = () =>
  import('#identity/controllers/other_browser_sessions_controller')
const CurrentUserController = () => import('#identity/controllers/current_user_controller')

/* Guests only: sign in, register, forgotten password, second sign-in step. */
router
  .group(() => {
    router.get('/login', [SessionController, 'create']).as('session.create')
    router.post('/login', [SessionController, 'store']).as('session.store')
    router.get('/register', [RegistrationController, 'create']).as('register.create')
    router.post('/register', [RegistrationController, 'store']).as('register.store')
    router.get('/forgot-password', [ForgotPasswordController, 'create']).as('password.request')
    router.post('/forgot-password', [ForgotPasswordController, 'store']).as('password.email')
    router.get('/reset-password/:token', [ResetPasswordController, 'create']).as('password.reset')
    router.post('/reset-password', [ResetPasswordController, 'store']).as('password.update')
    router
      .get('/two-factor-challenge', [TwoFactorChallengeController, 'create'])
      .as('two_factor.challenge')
    router
      .post('/two-factor-challenge', [TwoFactorChallengeController, 'store'])
      .as('two_factor.challenge.store')
  })
  .use(middleware.guest())

/* The link in the verification e-mail works signed in or not (signature + address hash). */
router
  .get('/verify-email/:id/:hash', [EmailVerificationController, 'show'])
  .as('verification.verify')

router.post('/logout', [SessionController, 'destroy']).as('session.destroy').use(middleware.auth())

/* Signed-in account pages (reachable before the e-mail is verified: the address may need fixing). */
router
  .group(() => {
    router
      .get('/verify-email', [EmailVerificationNoticeController, 'show'])
      .as('verification.notice')
    router
      .post('/email/verification-notification', [VerificationNotificationController, 'store'])
      .as('verification.send')

    router.get('/user/confirm-password', [ConfirmPasswordController, 'show']).as('password.confirm')
    router
      .post('/user/confirm-password', [ConfirmPasswordController, 'store'])
      .as('password.confirm.store')

    router.get('/user/profile', [ProfileController, 'show']).as('profile.show')
    router
      .put('/user/profile-information', [ProfileInformationController, 'update'])
      .as('user_profile_information.update')
    router.put('/user/password', [PasswordController, 'update']).as('user_password.update')
    router
      .delete('/user/other-browser-sessions', [OtherBrowserSessionsController, 'destroy'])
      .as('other_browser_sessions.destroy')
    router.delete('/user', [CurrentUserController, 'destroy']).as('current_user.destroy')

    /* Two-factor settings need a recently confirmed password. */
    router
      .group(() => {
        router
          .post('/user/two-factor-authentication', [TwoFactorController, 'store'])
          .as('two_factor.enable')
        router
          .post('/user/confirmed-two-factor-authentication', [
            TwoFactorConfirmationController,
            'store',
          ])
          .as('two_factor.confirm')
        router
          .delete('/user/two-factor-authentication', [TwoFactorController, 'destroy'])
          .as('two_factor.disable')
        router
          .get('/user/two-factor-recovery-codes', [RecoveryCodesController, 'show'])
          .as('two_factor.recovery_codes')
        router
          .post('/user/two-factor-recovery-codes', [RecoveryCodesController, 'store'])
          .as('two_factor.recovery_codes.regenerate')
      })
      .use(middleware.passwordConfirmed())
  })
  .use(middleware.auth())
