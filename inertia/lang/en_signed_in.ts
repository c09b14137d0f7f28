/* The other English messages, Italian filling their gaps (app/shared/page_parts.ts). */
import { flattenCatalogue } from './flatten'

const italian = import.meta.glob<Record<string, any>>(
  [
    '../../resources/lang/it/*.json',
    '!../../resources/lang/it/{auth,common,errors,nav,onboarding,site}.json',
  ],
  { eager: true, import: 'default' }
)
const english = import.meta.glob<Record<string, any>>(
  [
    '../../resources/lang/en/*.json',
    '!../../resources/lang/en/{auth,common,errors,nav,onboarding,site}.json',
  ],
  { eager: true, import: 'default' }
)

export default { ...flattenCatalogue(italian), ...flattenCatalogue(english) }
