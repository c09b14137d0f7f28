/** A saved search of the marketplace: its name, its filters (as the URL writes them), its new transports. */
import { BaseTransformer } from '@adonisjs/core/transformers'
import type { SavedFilters } from '#marketplace/models/saved_search'

type Row = { id: number; name: string; filters: SavedFilters; fresh: number }

export default class SavedSearchRowTransformer extends BaseTransformer<Row> {
  toObject() {
    const row = this.resource
    return { id: row.id, name: row.name, filters: row.filters, fresh: row.fresh }
  }
}
