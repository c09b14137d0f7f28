import { test } from '@japa/runner'
import {
  normalizeServices,
  servesProvince,
  type TransporterServices,
} from '#teams/domain/team_services'

/** The codes of the vehicle categories on offer (the six defaults staff start with). */
const CATEGORIES = ['city_car', 'car', 'suv', 'van', 'luxury', 'motorcycle']

test.group('Team services', () => {
  test('keeps known transporter values in catalogue order and drops the rest', ({ assert }) => {
    const services = normalizeServices(
      'transporter',
      {
        categories: ['suv', 'car', 'spaceship', 'car'],
        regions: ['lombardia', 'atlantide'],
        provinces: ['TO', 'XX'],
        equipment: ['winch', 'open_trailer'],
        capacity: 8,
      },
      CATEGORIES
    )
    assert.deepEqual(services, {
      categories: ['car', 'suv'],
      regions: ['lombardia'],
      provinces: ['TO'],
      equipment: ['open_trailer', 'winch'],
      capacity: 8,
    })
  })

  test('defaults missing or invalid data', ({ assert }) => {
    assert.deepEqual(normalizeServices('transporter', null, CATEGORIES), {
      categories: [],
      regions: [],
      provinces: [],
      equipment: [],
      capacity: null,
    })
    assert.equal(
      (normalizeServices('transporter', { capacity: 500 }, CATEGORIES) as TransporterServices)
        .capacity,
      null
    )
    assert.deepEqual(
      normalizeServices('dealer', { defaultServices: ['express', 'teleport'] }, CATEGORIES),
      {
        defaultServices: ['express'],
      }
    )
    assert.deepEqual(normalizeServices('staff', { anything: true }, CATEGORIES), {})
  })

  test('a transporter serves a province of a chosen region or a chosen province', ({ assert }) => {
    const services = normalizeServices(
      'transporter',
      {
        regions: ['lombardia'],
        provinces: ['TO'],
      },
      CATEGORIES
    ) as TransporterServices
    assert.isTrue(servesProvince(services, 'MI', 'lombardia'))
    assert.isTrue(servesProvince(services, 'to', 'piemonte'))
    assert.isFalse(servesProvince(services, 'CN', 'piemonte'))
  })

  test('the categories on offer come from the caller (the catalogue staff manage)', ({
    assert,
  }) => {
    const services = normalizeServices('transporter', { categories: ['camper', 'car', 'van'] }, [
      'car',
      'camper',
    ]) as TransporterServices
    assert.deepEqual(services.categories, ['car', 'camper'])
  })
})
