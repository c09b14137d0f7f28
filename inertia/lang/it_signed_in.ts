/* The other Italian messages (app/shared/page_parts.ts), loaded with any signed-in page. */
import { flattenCatalogue } from './flatten'

const files = import.meta.glob<Record<string, any>>(
  [
    '../../resources/lang/it/*.json',
    '!../../resources/lang/it/{auth,common,errors,nav,onboarding,site}.json',
  ],
  { eager: true, import: 'default' }
)

export default flattenCatalogue(files)
