/* The English messages of the guest pages: Italian fills their gaps, as on the server (app/core/i18n.ts, messagesFor). */
import { flattenCatalogue } from './flatten'

const italian = import.meta.glob<Record<string, any>>(
  '../../resources/lang/it/{auth,common,errors,nav,onboarding,site}.json',
  { eager: true, import: 'default' }
)
const english = import.meta.glob<Record<string, any>>(
  '../../resources/lang/en/{auth,common,errors,nav,onboarding,site}.json',
  { eager: true, import: 'default' }
)

export default { ...flattenCatalogue(italian), ...flattenCatalogue(english) }
