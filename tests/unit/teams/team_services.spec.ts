import { test } from '@japa/runner'
import {
  normalizeServices,
  servesProvince,
  type TransporterServices,
} from '#teams/domain/team_services'

test.group('Team services', () => {
  test('keeps known transporter values in catalogue order and drops the rest', ({ assert }) => {
    const services = normalizeServices('transporter', {
      categories: ['suv', 'car', 'spaceship', 'car'],
      regions: ['lombardia', 'atlantide'],
      provinces: ['TO', 'XX'],
      equipment: ['winch', 'open_trailer'],
      capacity: 8,
    })
    assert.deepEqual(services, {
      categories: ['car', 'suv'],
      regions: ['lombardia'],
      provinces: ['TO'],
      equipment: ['open_trailer', 'winch'],
      capacity: 8,
    })
  })

  test('defaults missing or invalid data', ({ assert }) => {
    assert.deepEqual(normalizeServices('transporter', null), {
      categories: [],
      regions: [],
      provinces: [],
      equipment: [],
      capacity: null,
    })
    assert.equal(
      (normalizeServices('transporter', { capacity: 500 }) as TransporterServices).capacity,
      null
    )
    assert.deepEqual(normalizeServices('dealer', { defaultServices: ['express', 'teleport'] }), {
      defaultServices: ['express'],
    })
    assert.deepEqual(normalizeServices('staff', { anything: true }), {})
  })

  test('a transporter serves a province of a chosen region or a chosen province', ({ assert }) => {
    const services = normalizeServices('transporter', {
      regions: ['lombardia'],
      provinces: ['TO'],
    }) as TransporterServices
    assert.isTrue(servesProvince(services, 'MI', 'lombardia'))
    assert.isTrue(servesProvince(services, 'to', 'piemonte'))
    assert.isFalse(servesProvince(services, 'CN', 'piemonte'))
  })
})
