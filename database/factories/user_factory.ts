import factory from '@adonisjs/lucid/factories'
import { DateTime } from 'luxon'
import User from '#identity/models/user'
import { uniqueSuffix } from '#database/factories/sequence'

/** A verified user (password "password"); state `unverified`: the e-mail is not verified yet. */
export const UserFactory = factory
  .define(User, () => {
    const id = uniqueSuffix()
    return {
      fullName: `User ${id}`,
      email: `user-${id}@example.test`,
      password: 'password',
      emailVerifiedAt: DateTime.now(),
    }
  })
  .state('unverified', (user) => {
    user.emailVerifiedAt = null
  })
  .build()
