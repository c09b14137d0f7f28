import { BaseTransformer } from '@adonisjs/core/transformers'
import type Team from '#teams/models/team'
import {
  normalizeServices,
  type DealerServices,
  type TeamServicesData,
  type TransporterServices,
} from '#teams/domain/team_services'

/**
 * What a team offers (transporter) or wants on every request (dealer), as
 * stored, normalised for its kind. `vehicleCategories`: the codes of the
 * categories on offer (categories no longer on offer are not shown).
 */
export default class TeamServicesTransformer extends BaseTransformer<Team> {
  constructor(
    resource: Team,
    protected vehicleCategories: readonly string[] = []
  ) {
    super(resource)
  }

  /** Whatever the team's kind (a staff team has none: an empty object). */
  toObject(): TeamServicesData {
    return normalizeServices(this.resource.kind, this.resource.services, this.vehicleCategories)
  }

  /** A transporter's categories, regions, provinces, equipment and capacity. */
  forTransporter(): TransporterServices {
    return normalizeServices(
      'transporter',
      this.resource.services,
      this.vehicleCategories
    ) as TransporterServices
  }

  /** A dealer's default services. */
  forDealer(): DealerServices {
    return normalizeServices('dealer', this.resource.services, []) as DealerServices
  }
}
