import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const SessionController = () => import('#identity/controllers/session_controller')
const RegistrationController = () => import('#identity/controllers/registration_controller')

router
  .group(() => {
    router.get('/login', [SessionController, 'create']).as('session.create')
    router.post('/login', [SessionController, 'store']).as('session.store')
    router.get('/register', [RegistrationController, 'create']).as('register.create')
    router.post('/register', [RegistrationController, 'store']).as('register.store')
  })
  .use(middleware.guest())

router.post('/logout', [SessionController, 'destroy']).as('session.destroy').use(middleware.auth())
