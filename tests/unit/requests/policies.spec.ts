import { test } from '@japa/runner'
import type User from '#identity/models/user'
import type Team from '#teams/models/team'
import type TransportRequest from '#requests/models/transport_request'
import type { CurrentTeam } from '#teams/queries/current_team'
import type { TeamKind, TeamRole } from '#teams/domain/team_roles'
import TransportRequestPolicy from '#requests/policies/transport_request_policy'
import QuotePolicy from '#requests/policies/quote_policy'
import RequestAttachmentPolicy from '#requests/policies/request_attachment_policy'

const user = {} as User

/** A membership that can exist: dealer and staff teams have owners, admins and members; carriers also drivers. */
function member(kind: TeamKind, role: TeamRole, teamId = 1): CurrentTeam {
  const area = kind === 'staff' ? 'admin' : kind
  return { team: { id: teamId, kind } as Team, role, area }
}

const ownRequest = { teamId: 1 } as TransportRequest
const otherRequest = { teamId: 2 } as TransportRequest

test.group('Requests / policies', () => {
  test('every member of a dealer team works on the team’s requests, never on another team’s', ({
    assert,
  }) => {
    const requests = new TransportRequestPolicy()
    const attachments = new RequestAttachmentPolicy()
    for (const role of ['owner', 'admin', 'member'] as const) {
      const dealer = member('dealer', role)
      assert.isTrue(requests.viewOwn(user, dealer), role)
      assert.isTrue(requests.create(user, dealer), role)
      for (const ability of ['view', 'update', 'cancel'] as const) {
        assert.isTrue(requests[ability](user, dealer, ownRequest), `${role} ${ability}`)
        assert.isFalse(requests[ability](user, dealer, otherRequest), `${role} ${ability} other`)
      }
      for (const ability of ['view', 'upload', 'delete'] as const) {
        assert.isTrue(attachments[ability](user, dealer, ownRequest), `${role} ${ability}`)
        assert.isFalse(attachments[ability](user, dealer, otherRequest), `${role} ${ability}`)
      }
      assert.isFalse(requests.viewAny(user, dealer))
      assert.isFalse(new QuotePolicy().createManual(user, dealer))
    }
  })

  test('staff read every request and its documents, and price by hand; they never edit', ({
    assert,
  }) => {
    const requests = new TransportRequestPolicy()
    const attachments = new RequestAttachmentPolicy()
    for (const role of ['owner', 'admin', 'member'] as const) {
      const staff = member('staff', role, 99)
      assert.isTrue(requests.viewAny(user, staff))
      assert.isTrue(requests.view(user, staff, otherRequest))
      assert.isTrue(attachments.view(user, staff, otherRequest))
      assert.isTrue(new QuotePolicy().createManual(user, staff))
      assert.isFalse(requests.create(user, staff))
      assert.isFalse(requests.update(user, staff, otherRequest))
      assert.isFalse(attachments.upload(user, staff, otherRequest))
    }
  })

  test('transporters, drivers included, reach no request', ({ assert }) => {
    const requests = new TransportRequestPolicy()
    for (const role of ['owner', 'admin', 'member', 'driver'] as const) {
      const carrier = member('transporter', role)
      assert.isFalse(requests.viewOwn(user, carrier))
      assert.isFalse(requests.view(user, carrier, ownRequest))
      assert.isFalse(new RequestAttachmentPolicy().view(user, carrier, ownRequest))
    }
  })
})
