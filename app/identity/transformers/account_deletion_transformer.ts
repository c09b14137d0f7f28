import { BaseTransformer } from '@adonisjs/core/transformers'
import type { AccountDeletion } from '#identity/queries/teams_blocking_deletion'

/** The profile's "delete account" section: the teams that block it (owned, with other members). */
export default class AccountDeletionTransformer extends BaseTransformer<AccountDeletion> {
  toObject() {
    return {
      blockingTeams: this.resource.blockingTeams.map((team) => this.pick(team, ['id', 'name'])),
    }
  }
}
