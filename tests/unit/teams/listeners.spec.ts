import { test } from '@japa/runner'
import { invitationUrl } from '#teams/listeners'

test.group('Team listeners', () => {
  test('the accept link is absolute and carries the token', ({ assert }) => {
    assert.match(invitationUrl('abc_DEF-123'), /^https?:\/\/[^/]+\/team-invitations\/abc_DEF-123$/)
  })
})
