/* The Italian messages of the guest pages (app/shared/catalogue_parts.ts): one bundle, cached like any other. */
import { flattenCatalogue } from './flatten'

const files = import.meta.glob<Record<string, any>>(
  '../../resources/lang/it/{auth,common,errors,nav,onboarding,site}.json',
  { eager: true, import: 'default' }
)

export default flattenCatalogue(files)
