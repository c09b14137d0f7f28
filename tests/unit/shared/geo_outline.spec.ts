import { test } from '@japa/runner'
import { readFile } from 'node:fs/promises'
import {
  boundsOf,
  decodeArcs,
  positionsOf,
  ringArea,
  simplifyLine,
  simplifyTopology,
  type FeatureCollection,
  type Geometry,
  type Position,
  type Topology,
} from '#shared/geo_outline'
import { ITALIAN_PROVINCES, ITALIAN_REGIONS } from '#shared/italian_provinces'
import { PROVINCE_COORDINATES } from '#shared/province_coordinates'

const OUTLINE = 'inertia/features/map_base/italy_regions.json'

function distanceToSegment(p: Position, a: Position, b: Position) {
  const dx = b[0] - a[0]
  const dy = b[1] - a[1]
  const length = dx * dx + dy * dy
  const t =
    length === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length))
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy))
}

function distanceToLine(point: Position, line: Position[]) {
  let best = Infinity
  for (let index = 1; index < line.length; index++)
    best = Math.min(best, distanceToSegment(point, line[index - 1], line[index]))
  return best
}

/** Even–odd rule over every ring of the geometry (holes included). */
function contains(geometry: Geometry, [x, y]: Position) {
  const rings = geometry.type === 'Polygon' ? geometry.coordinates : geometry.coordinates.flat()
  let inside = false
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]
      const [xj, yj] = ring[j]
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside
    }
  }
  return inside
}

function ringsOf(geometry: Geometry) {
  return geometry.type === 'Polygon' ? geometry.coordinates : geometry.coordinates.flat()
}

test.group('Offline map outline: simplification', () => {
  test('keeps the ends of a line and drops points within the tolerance', ({ assert }) => {
    const line: Position[] = [
      [0, 0],
      [1, 0.001],
      [2, -0.002],
      [3, 0],
    ]
    assert.deepEqual(simplifyLine(line, 0.01), [
      [0, 0],
      [3, 0],
    ])
    /* A spike beyond the tolerance stays. */
    const spike: Position[] = [
      [0, 0],
      [1, 0],
      [1.5, 2],
      [2, 0],
      [3, 0],
    ]
    assert.deepEqual(simplifyLine(spike, 0.1), [
      [0, 0],
      [1, 0],
      [1.5, 2],
      [2, 0],
      [3, 0],
    ])
    assert.deepEqual(simplifyLine([[5, 5]], 1), [[5, 5]])
  })

  test('every dropped point lies within the tolerance of the simplified line', ({ assert }) => {
    let seed = 7
    const random = () => {
      seed = (seed * 16807) % 2147483647
      return seed / 2147483647
    }
    const line: Position[] = Array.from({ length: 500 }, (_, index) => [
      index / 50,
      Math.sin(index / 20) + random() * 0.05,
    ])
    for (const tolerance of [0.01, 0.05, 0.2]) {
      const simple = simplifyLine(line, tolerance)
      assert.isBelow(simple.length, line.length)
      assert.deepEqual(simple[0], line[0])
      assert.deepEqual(simple.at(-1), line.at(-1))
      for (const point of line) assert.isAtMost(distanceToLine(point, simple), tolerance + 1e-12)
    }
  })

  test('decodes quantized, delta-encoded arcs', ({ assert }) => {
    const arcs = decodeArcs({
      transform: { scale: [0.5, 0.25], translate: [10, 40] },
      arcs: [
        [
          [0, 0],
          [2, 4],
          [-1, 0],
        ],
      ],
    })
    assert.deepEqual(arcs, [
      [
        [10, 40],
        [11, 41],
        [10.5, 41],
      ],
    ])
  })

  test('neighbours keep the same border, rings stay closed, small islands go', ({ assert }) => {
    /*
     *  arc 0: the shared border x = 1 (with a bump under the tolerance),
     *  arc 1: A's other three sides, arc 2: B's, arc 3: a tiny island of B.
     */
    const topology: Topology = {
      type: 'Topology',
      arcs: [
        [
          [1, 0],
          [1.001, 0.5],
          [1, 1],
        ],
        [
          [1, 1],
          [0, 1],
          [0, 0],
          [1, 0],
        ],
        [
          [1, 0],
          [2, 0],
          [2, 1],
          [1, 1],
        ],
        [
          [5, 5],
          [5.01, 5],
          [5.01, 5.01],
          [5, 5],
        ],
      ],
      objects: {
        regions: {
          type: 'GeometryCollection',
          geometries: [
            { type: 'Polygon', arcs: [[0, 1]], properties: { id: 'A' } },
            { type: 'MultiPolygon', arcs: [[[2, -1]], [[3]]], properties: { id: 'B' } },
          ],
        },
      },
    }
    const outline = simplifyTopology(
      topology,
      'regions',
      { tolerance: 0.01, decimals: 3, minRingArea: 0.01 },
      (properties) => ({ code: String(properties.id).toLowerCase() })
    )
    assert.deepEqual(
      outline.features.map((feature) => feature.properties),
      [{ code: 'a' }, { code: 'b' }]
    )
    const [a, b] = outline.features.map((feature) => ringsOf(feature.geometry))
    /* B lost its island (0.0001 square degrees) and is a single polygon now. */
    assert.equal(outline.features[1].geometry.type, 'Polygon')
    assert.lengthOf(a, 1)
    assert.lengthOf(b, 1)
    for (const ring of [...a, ...b]) {
      assert.isAtLeast(ring.length, 4)
      assert.deepEqual(ring[0], ring.at(-1))
    }
    /* The border is the same segment in both, without the bump. */
    const border = (ring: Position[]) => [
      ...new Set(ring.filter((point) => point[0] === 1).map((point) => point.join(','))),
    ]
    assert.sameMembers(border(a[0]), ['1,0', '1,1'])
    assert.sameMembers(border(b[0]), ['1,0', '1,1'])
    assert.equal(ringArea(a[0]), 1)
    assert.deepEqual(boundsOf(outline), { west: 0, south: 0, east: 2, north: 1 })
  })

  test('a feature keeps its largest ring even when it is small', ({ assert }) => {
    const topology: Topology = {
      type: 'Topology',
      arcs: [
        [
          [0, 0],
          [0.01, 0],
          [0.01, 0.01],
          [0, 0],
        ],
      ],
      objects: {
        tiny: {
          type: 'GeometryCollection',
          geometries: [{ type: 'Polygon', arcs: [[0]] }],
        },
      },
    }
    const outline = simplifyTopology(
      topology,
      'tiny',
      { tolerance: 0.001, decimals: 3, minRingArea: 1 },
      () => ({})
    )
    assert.lengthOf(positionsOf(outline.features[0].geometry), 4)
    assert.throws(
      () =>
        simplifyTopology(
          topology,
          'nope',
          { tolerance: 0, decimals: 3, minRingArea: 0 },
          () => ({})
        ),
      'The topology has no object "nope"'
    )
  })
})

test.group('Offline map outline: the shipped file', () => {
  async function outline() {
    return JSON.parse(await readFile(OUTLINE, 'utf8')) as FeatureCollection<{
      code: string
      name: string
    }>
  }

  test('has the 20 regions with our codes, small enough to ship', async ({ assert }) => {
    const text = await readFile(OUTLINE, 'utf8')
    assert.isBelow(text.length, 60_000)
    const regions = await outline()
    assert.equal(regions.type, 'FeatureCollection')
    assert.deepEqual(
      regions.features.map((feature) => feature.properties),
      ITALIAN_REGIONS.map((region) => ({ code: region.code, name: region.name }))
    )
    for (const feature of regions.features) {
      for (const ring of ringsOf(feature.geometry)) {
        assert.isAtLeast(ring.length, 4, feature.properties.code)
        assert.deepEqual(ring[0], ring.at(-1), feature.properties.code)
        for (const [lng, lat] of ring) {
          assert.equal(Math.round(lng * 1000) / 1000, lng)
          assert.equal(Math.round(lat * 1000) / 1000, lat)
        }
      }
    }
    const bounds = boundsOf(regions)
    assert.closeTo(bounds.west, 6.63, 0.05)
    assert.closeTo(bounds.east, 18.52, 0.05)
    assert.closeTo(bounds.south, 35.49, 0.05)
    assert.closeTo(bounds.north, 47.09, 0.05)
  })

  test('every province marker lies in (or by the coast of) its own region', async ({ assert }) => {
    const regions = await outline()
    for (const province of ITALIAN_PROVINCES) {
      const { lat, lng } = PROVINCE_COORDINATES[province.code]
      const region = regions.features.find(
        (feature) => feature.properties.code === province.region
      )!
      const point: Position = [lng, lat]
      const near = ringsOf(region.geometry).some((ring) => distanceToLine(point, ring) < 0.05)
      assert.isTrue(contains(region.geometry, point) || near, `${province.code} ${province.name}`)
    }
  })
})
