/* The Italian messages of every signed-in page: the namespaces no other part claims (app/shared/page_parts.ts). */
import { flattenCatalogue } from './flatten'

const files = import.meta.glob<Record<string, any>>(
  [
    '../../resources/lang/it/*.json',
    '!../../resources/lang/it/{auth,common,errors,nav,onboarding,site,invoicing,ordering,suppliers,calls,marketplace,admin_settings,analytics,audit,invitations,mail,maps,monitoring,pricing,validation,validator}.json',
  ],
  { eager: true, import: 'default' }
)

export default flattenCatalogue(files)
