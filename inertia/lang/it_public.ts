/* The Italian messages of the guest pages (app/shared/page_parts.ts): one bundle, cached like any other. */
import { flattenCatalogue } from './flatten'
import menus from './menu_labels_it'

const files = import.meta.glob<Record<string, any>>(
  '../../resources/lang/it/{auth,common,errors,nav,onboarding,site}.json',
  { eager: true, import: 'default' }
)

/* with the menu labels of every namespace (menu_labels_it.ts) */
export default { ...menus, ...flattenCatalogue(files) }
