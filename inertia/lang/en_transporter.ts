/* The English messages only the carrier's pages (and staff's) use, Italian filling their gaps (app/shared/page_parts.ts). */
import { flattenCatalogue } from './flatten'

const italian = import.meta.glob<Record<string, any>>(
  '../../resources/lang/it/{calls,marketplace}.json',
  { eager: true, import: 'default' }
)
const english = import.meta.glob<Record<string, any>>(
  '../../resources/lang/en/{calls,marketplace}.json',
  { eager: true, import: 'default' }
)

export default { ...flattenCatalogue(italian), ...flattenCatalogue(english) }
