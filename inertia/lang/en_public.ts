/* The English messages of the guest pages: Italian fills their gaps, as on the server (app/core/i18n.ts, messagesFor). */
import { flattenCatalogue } from './flatten'
import menus from './menu_labels_en'

const italian = import.meta.glob<Record<string, any>>(
  '../../resources/lang/it/{auth,common,errors,nav,onboarding,site}.json',
  { eager: true, import: 'default' }
)
const english = import.meta.glob<Record<string, any>>(
  '../../resources/lang/en/{auth,common,errors,nav,onboarding,site}.json',
  { eager: true, import: 'default' }
)

/* with the menu labels of every namespace (menu_labels_en.ts) */
export default { ...menus, ...flattenCatalogue(italian), ...flattenCatalogue(english) }
