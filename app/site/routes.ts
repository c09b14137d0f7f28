import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const SiteController = () => import('#site/controllers/site_controller')
const LocaleController = () => import('#site/controllers/locale_controller')
const HomeController = () => import('#site/controllers/home_controller')
const HealthController = () => import('#site/controllers/health_controller')

router.get('/', [SiteController, 'welcome']).as('site.welcome')
router.get('/health', [HealthController, 'show']).as('site.health')
router.get('/privacy', [SiteController, 'privacy']).as('site.privacy')
router.get('/terms', [SiteController, 'terms']).as('site.terms')
router.put('/locale', [LocaleController, 'update']).as('site.locale')
router.get('/home', [HomeController, 'show']).as('site.home').use(middleware.auth())
