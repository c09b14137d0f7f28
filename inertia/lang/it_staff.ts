/* The Italian messages only the admin pages, and the server's own namespaces use (app/shared/page_parts.ts). */
import { flattenCatalogue } from './flatten'

const files = import.meta.glob<Record<string, any>>(
  '../../resources/lang/it/{admin_settings,analytics,audit,invitations,mail,maps,monitoring,pricing,validation,validator}.json',
  { eager: true, import: 'default' }
)

export default flattenCatalogue(files)
