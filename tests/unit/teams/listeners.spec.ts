import { test } from '@japa/runner'
import transmit from '@adonisjs/transmit/services/main'
import { broadcastMemberJoined, invitationUrl } from '#teams/listeners'

test.group('Team listeners', (group) => {
  const original = transmit.broadcast
  let calls: [string, unknown][] = []
  group.each.setup(() => {
    calls = []
    transmit.broadcast = ((channel: string, payload: unknown) => {
      calls.push([channel, payload])
    }) as typeof transmit.broadcast
    return () => {
      transmit.broadcast = original
    }
  })

  test('a joined member is broadcast on the team channel with the originating socket', ({ assert }) => {
    broadcastMemberJoined({
      teamId: 42,
      userId: 7,
      memberName: 'Anna Verdi',
      teamName: 'Rossi Auto',
      originSocketId: 'tab-123',
    })
    assert.deepEqual(calls, [
      [
        'teams/42',
        { type: 'team.member_joined', memberName: 'Anna Verdi', teamName: 'Rossi Auto', originSocketId: 'tab-123' },
      ],
    ])
  })

  test('a join caused outside a browser tab carries no socket id', ({ assert }) => {
    broadcastMemberJoined({ teamId: 1, userId: 2, memberName: 'B', teamName: 'T', originSocketId: null })
    assert.equal((calls[0]![1] as { originSocketId: unknown }).originSocketId, null)
  })

  test('the accept link is absolute and carries the token', ({ assert }) => {
    assert.match(invitationUrl('abc_DEF-123'), /^https?:\/\/[^/]+\/team-invitations\/abc_DEF-123$/)
  })
})
