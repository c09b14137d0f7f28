/* The English messages only the admin pages, and the server's own namespaces use, Italian filling their gaps (app/shared/page_parts.ts). */
import { flattenCatalogue } from './flatten'

const italian = import.meta.glob<Record<string, any>>(
  '../../resources/lang/it/{admin_settings,analytics,audit,invitations,mail,maps,monitoring,pricing,validation,validator}.json',
  { eager: true, import: 'default' }
)
const english = import.meta.glob<Record<string, any>>(
  '../../resources/lang/en/{admin_settings,analytics,audit,invitations,mail,maps,monitoring,pricing,validation,validator}.json',
  { eager: true, import: 'default' }
)

export default { ...flattenCatalogue(italian), ...flattenCatalogue(english) }
