/* The Italian messages only the dealer's pages (and staff's) use (app/shared/page_parts.ts). */
import { flattenCatalogue } from './flatten'

const files = import.meta.glob<Record<string, any>>(
  '../../resources/lang/it/{invoicing,ordering,suppliers}.json',
  { eager: true, import: 'default' }
)

export default flattenCatalogue(files)
