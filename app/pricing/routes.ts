/*
| Routes of the pricing capability (admin): Settings → General (versioned
| pricing parameters), Settings → Closing days (global), Vehicles
| (categories with coefficients, makes and models).
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const PlatformSettingsController = () => import('#pricing/controllers/platform_settings_controller')
const GlobalClosingDaysController = () =>
  import('#pricing/controllers/global_closing_days_controller')
const VehiclesController = () => import('#pricing/controllers/vehicles_controller')
const VehicleCategoriesController = () =>
  import('#pricing/controllers/vehicle_categories_controller')
const VehicleMakesController = () => import('#pricing/controllers/vehicle_makes_controller')
const VehicleModelsController = () => import('#pricing/controllers/vehicle_models_controller')

router
  .group(() => {
    router.get('/settings/general', [PlatformSettingsController, 'show']).as('settings.general')
    router
      .put('/settings/general', [PlatformSettingsController, 'update'])
      .as('settings.general.update')

    router
      .get('/settings/closing-days', [GlobalClosingDaysController, 'index'])
      .as('settings.closing_days')
    router
      .post('/settings/closing-days', [GlobalClosingDaysController, 'store'])
      .as('settings.closing_days.store')
    router
      .put('/settings/closing-days/:closingDayId', [GlobalClosingDaysController, 'update'])
      .as('settings.closing_days.update')
    router
      .delete('/settings/closing-days/:closingDayId', [GlobalClosingDaysController, 'destroy'])
      .as('settings.closing_days.destroy')

    router.get('/vehicles', [VehiclesController, 'index']).as('vehicles')
    router
      .post('/vehicles/categories', [VehicleCategoriesController, 'store'])
      .as('vehicles.categories.store')
    router
      .put('/vehicles/categories/:categoryId', [VehicleCategoriesController, 'update'])
      .as('vehicles.categories.update')
    router.post('/vehicles/makes', [VehicleMakesController, 'store']).as('vehicles.makes.store')
    router
      .delete('/vehicles/makes/:makeId', [VehicleMakesController, 'destroy'])
      .as('vehicles.makes.destroy')
    router
      .post('/vehicles/makes/:makeId/models', [VehicleModelsController, 'store'])
      .as('vehicles.models.store')
    router
      .delete('/vehicles/models/:modelId', [VehicleModelsController, 'destroy'])
      .as('vehicles.models.destroy')
  })
  .prefix('/admin')
  .as('admin')
  .use([middleware.auth(), middleware.verified(), middleware.area({ area: 'admin' })])
