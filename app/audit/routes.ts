/*
| Routes of the audit trail: Admin → Audit (read only; nothing edits or deletes it).
*/
import router from '@adonisjs/core/services/router'
import { middleware } from '#start/kernel'

const AdminAuditController = () => import('#audit/controllers/admin_audit_controller')

router
  .get('/admin/audit', [AdminAuditController, 'index'])
  .as('admin.audit.index')
  .use([middleware.auth(), middleware.verified(), middleware.area({ area: 'admin' })])
