/* The English messages only the dealer's pages (and staff's) use, Italian filling their gaps (app/shared/page_parts.ts). */
import { flattenCatalogue } from './flatten'

const italian = import.meta.glob<Record<string, any>>(
  '../../resources/lang/it/{invoicing,ordering,suppliers}.json',
  { eager: true, import: 'default' }
)
const english = import.meta.glob<Record<string, any>>(
  '../../resources/lang/en/{invoicing,ordering,suppliers}.json',
  { eager: true, import: 'default' }
)

export default { ...flattenCatalogue(italian), ...flattenCatalogue(english) }
