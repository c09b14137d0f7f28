import { column, belongsTo, type BaseModel } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { NormalizeConstructor } from '@adonisjs/core/types/helpers'
import { compose } from '@adonisjs/core/helpers'
import Team from '#teams/models/team'
import { jsonColumn } from '#core/json_column'
import { WithTimestamps } from '#core/database/mixins'
import type { WeeklyHours } from '#shared/opening_hours'

/** Stored weekly opening hours: { mon: [["08:00","12:30"]], … } (see #shared/opening_hours). */
export type OpeningHours = WeeklyHours

/** A record that belongs to one team: `team_id` and the `team` relation. */
export function BelongsToTeam<Model extends NormalizeConstructor<typeof BaseModel>>(
  superclass: Model
) {
  class ModelOfTeam extends superclass {
    @column()
    declare teamId: number

    @belongsTo(() => Team)
    declare team: BelongsTo<typeof Team>
  }
  return ModelOfTeam
}

/**
 * The columns of a stored place (a team's address, a dealer's supplier):
 * street, CAP, city, province, referent, weekly opening hours, notes.
 */
export function WithPlaceColumns<Model extends NormalizeConstructor<typeof BaseModel>>(
  superclass: Model
) {
  class ModelWithPlace extends superclass {
    @column()
    declare street: string

    @column()
    declare cap: string

    @column()
    declare city: string

    @column()
    declare province: string

    @column()
    declare referentName: string | null

    @column()
    declare referentPhone: string | null

    @column()
    declare referentEmail: string | null

    @column(jsonColumn<OpeningHours>())
    declare openingHours: OpeningHours | null

    @column()
    declare notes: string | null
  }
  return ModelWithPlace
}

/** A stored place of a team (an address, a supplier): its team, the place columns, timestamps. */
export function TeamPlace<Model extends NormalizeConstructor<typeof BaseModel>>(superclass: Model) {
  return compose(superclass, BelongsToTeam, WithPlaceColumns, WithTimestamps)
}
