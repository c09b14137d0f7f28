import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import {
  canonicalEvent,
  canonicalInstant,
  canonicalJson,
  GENESIS_HASH,
  rechain,
  sha256Hex,
  verifyEvidence,
  type StoredEvent,
} from '#documents/domain/evidence'

function events(): StoredEvent[] {
  const base = {
    transportId: 7,
    fromState: null,
    toState: null,
    actorKind: 'system',
    actorUserId: null,
  }
  return rechain([
    {
      ...base,
      id: 1,
      type: 'published',
      payload: { b: 1, a: [2, { d: 1, c: 2 }] },
      createdAt: '2026-11-20 10:00:00',
    },
    {
      ...base,
      id: 4,
      type: 'assigned',
      payload: null,
      createdAt: new Date('2026-11-21T08:30:00.456Z'),
    },
    {
      ...base,
      id: 9,
      type: 'document_sealed',
      payload: { documentId: 3, kind: 'cmr', sha256: sha256Hex('pdf') },
      createdAt: '2026-11-21T09:00:00Z',
    },
  ])
}

const documents = () => [{ id: 3, sha256: sha256Hex('pdf'), fileSha256: sha256Hex('pdf') }]

test.group('Evidence format (domain)', () => {
  test('canonical JSON sorts keys at every depth and drops undefined members', ({ assert }) => {
    assert.equal(
      canonicalJson({ b: 1, a: { z: [1, { y: 2, x: 'é' }], u: undefined }, c: null }),
      '{"a":{"z":[1,{"x":"é","y":2}]},"b":1,"c":null}'
    )
  })

  test('instants: SQLite text, a PostgreSQL Date and a Rome DateTime of one second hash alike', ({
    assert,
  }) => {
    const expected = '2026-11-25T10:15:00Z'
    assert.equal(canonicalInstant('2026-11-25 10:15:00'), expected)
    assert.equal(canonicalInstant(new Date('2026-11-25T10:15:00.999Z')), expected)
    assert.equal(
      canonicalInstant(DateTime.fromISO('2026-11-25T11:15:00', { zone: 'Europe/Rome' })),
      expected
    )
  })

  test('the first event links to the genesis hash; each next to its predecessor', ({ assert }) => {
    const chain = events()
    assert.equal(chain[0].prevHash, GENESIS_HASH)
    assert.equal(chain[1].prevHash, chain[0].hash)
    assert.equal(chain[2].prevHash, chain[1].hash)
    assert.match(chain[2].hash!, /^[0-9a-f]{64}$/)
    assert.include(canonicalEvent({ ...chain[0], prevHash: GENESIS_HASH }), '"v":1')
  })

  test('an untouched chain with its files verifies', ({ assert }) => {
    const report = verifyEvidence(events(), documents())
    assert.isTrue(report.ok)
    assert.deepEqual(report.problems, [])
    assert.equal(report.eventCount, 3)
  })

  test('an edited payload is found at that event', ({ assert }) => {
    const chain = events()
    chain[1].payload = { transporterTeamId: 99 }
    const report = verifyEvidence(chain, documents())
    assert.isFalse(report.ok)
    assert.equal(report.firstBrokenEventId, 4)
    assert.deepEqual(report.problems, [{ kind: 'event_altered', eventId: 4 }])
  })

  test('an edited date is found too', ({ assert }) => {
    const chain = events()
    chain[0].createdAt = '2026-11-19 10:00:00'
    assert.equal(verifyEvidence(chain, documents()).firstBrokenEventId, 1)
  })

  test('a deleted event breaks the link of the next one', ({ assert }) => {
    const chain = events()
    chain.splice(1, 1)
    const report = verifyEvidence(chain, documents())
    assert.deepEqual(report.problems, [{ kind: 'chain_broken', eventId: 9 }])
  })

  test('a file whose bytes changed, a missing file, a changed row, an unsealed row', ({
    assert,
  }) => {
    assert.deepEqual(
      verifyEvidence(events(), [{ id: 3, sha256: sha256Hex('pdf'), fileSha256: sha256Hex('x') }])
        .problems,
      [{ kind: 'file_altered', documentId: 3 }]
    )
    assert.deepEqual(
      verifyEvidence(events(), [{ id: 3, sha256: sha256Hex('pdf'), fileSha256: null }]).problems,
      [{ kind: 'file_missing', documentId: 3 }]
    )
    assert.deepEqual(
      verifyEvidence(events(), [{ id: 3, sha256: sha256Hex('x'), fileSha256: sha256Hex('pdf') }])
        .problems,
      [{ kind: 'document_row_altered', eventId: 9, documentId: 3 }]
    )
    assert.deepEqual(
      verifyEvidence(events(), [
        ...documents(),
        { id: 5, sha256: sha256Hex('y'), fileSha256: sha256Hex('y') },
      ]).problems,
      [{ kind: 'document_unsealed', documentId: 5 }]
    )
    assert.deepEqual(verifyEvidence(events(), []).problems, [
      { kind: 'document_missing', eventId: 9, documentId: 3 },
    ])
  })
})
