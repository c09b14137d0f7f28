/*
| Routes of the changelog: the public list, entry pages and Atom feed, and
| Admin → Changelog (staff write and publish entries).
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const ChangelogController = () => import('#changelog/controllers/changelog_controller')
const AdminChangelogController = () => import('#changelog/controllers/admin_changelog_controller')

router.get('/changelog', [ChangelogController, 'index']).as('changelog.index')
router.get('/changelog/feed.xml', [ChangelogController, 'feed']).as('changelog.feed')
router.get('/changelog/:slug', [ChangelogController, 'show']).as('changelog.show')

router
  .group(() => {
    router.get('/changelog', [AdminChangelogController, 'index']).as('index')
    router.get('/changelog/create', [AdminChangelogController, 'create']).as('create')
    router.post('/changelog', [AdminChangelogController, 'store']).as('store')
    router.get('/changelog/:id/edit', [AdminChangelogController, 'edit']).as('edit')
    router.put('/changelog/:id', [AdminChangelogController, 'update']).as('update')
    router.delete('/changelog/:id', [AdminChangelogController, 'destroy']).as('destroy')
  })
  .prefix('/admin')
  .as('admin.changelog')
  .use([middleware.auth(), middleware.verified(), middleware.area({ area: 'admin' })])
