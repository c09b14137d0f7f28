/**
 * Region outlines for the offline map: a TopoJSON topology (shared borders
 * stored once, as arcs) turned into a small GeoJSON FeatureCollection by
 * simplifying every arc once (Douglas–Peucker), so that two neighbouring
 * regions keep exactly the same border after simplification, then rounding
 * the coordinates and dropping islands too small to see. Used by
 * scripts/simplify_italy_regions.mjs to produce the outline the marketplace
 * map ships (inertia/features/map_base/italy_regions.json), and by
 * the map for the outline's bounds.
 *
 * Pure and self-contained (no imports): the script loads this file directly
 * with Node's type stripping. Coordinates are GeoJSON positions,
 * [longitude, latitude] in degrees.
 */
export type Position = [number, number]
export type Ring = Position[]

export type Geometry =
  { type: 'Polygon'; coordinates: Ring[] } | { type: 'MultiPolygon'; coordinates: Ring[][] }

export type Feature<Properties> = { type: 'Feature'; properties: Properties; geometry: Geometry }
export type FeatureCollection<Properties> = {
  type: 'FeatureCollection'
  features: Feature<Properties>[]
}

/** A TopoJSON polygon: rings as lists of arc indexes (~i = arc i reversed). */
export type TopoGeometry = {
  type: 'Polygon' | 'MultiPolygon' | string
  arcs?: number[][] | number[][][]
  properties?: Record<string, unknown>
}

export type Topology = {
  type: 'Topology'
  /** Quantized topologies store integer, delta-encoded arcs. */
  transform?: { scale: [number, number]; translate: [number, number] }
  arcs: number[][][]
  objects: Record<string, { type: string; geometries: TopoGeometry[] }>
}

export type Bounds = { west: number; south: number; east: number; north: number }

export type SimplifyOptions = {
  /** Douglas–Peucker tolerance, in degrees (0.01° ≈ 1 km). */
  tolerance: number
  /** Decimals kept in the output (3 ≈ 100 m). */
  decimals: number
  /** Rings smaller than this (square degrees; 0.001 ≈ 9 km²) are dropped, but never a feature's largest. */
  minRingArea: number
}

/** The distance from point p to the segment a–b (degrees, planar). */
function distanceToSegment(p: Position, a: Position, b: Position): number {
  const dx = b[0] - a[0]
  const dy = b[1] - a[1]
  const lengthSquared = dx * dx + dy * dy
  if (lengthSquared === 0) return Math.hypot(p[0] - a[0], p[1] - a[1])
  const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / lengthSquared))
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy))
}

/**
 * Douglas–Peucker: the fewest points of the line such that every dropped
 * point lies within `tolerance` of the simplified line. The first and last
 * points are always kept (they are where a border meets another one).
 */
export function simplifyLine(points: readonly Position[], tolerance: number): Position[] {
  if (points.length <= 2) return points.map((point) => [point[0], point[1]])
  const keep = new Uint8Array(points.length)
  keep[0] = 1
  keep[points.length - 1] = 1
  const stack: [number, number][] = [[0, points.length - 1]]
  while (stack.length > 0) {
    const [first, last] = stack.pop()!
    let farthest = -1
    let farthestDistance = tolerance
    for (let index = first + 1; index < last; index++) {
      const distance = distanceToSegment(points[index], points[first], points[last])
      if (distance > farthestDistance) {
        farthest = index
        farthestDistance = distance
      }
    }
    if (farthest !== -1) {
      keep[farthest] = 1
      stack.push([first, farthest], [farthest, last])
    }
  }
  return points.filter((_, index) => keep[index] === 1).map((point) => [point[0], point[1]])
}

/** The ring's area in square degrees (shoelace formula, always positive). */
export function ringArea(ring: readonly Position[]): number {
  let twice = 0
  for (let index = 0, previous = ring.length - 1; index < ring.length; previous = index++) {
    twice += (ring[previous][0] + ring[index][0]) * (ring[previous][1] - ring[index][1])
  }
  return Math.abs(twice) / 2
}

/** The arcs of a topology in absolute coordinates (quantized arcs are delta-decoded). */
export function decodeArcs(topology: Pick<Topology, 'arcs' | 'transform'>): Position[][] {
  const transform = topology.transform
  return topology.arcs.map((arc) => {
    if (!transform) return arc.map((point) => [point[0], point[1]] as Position)
    let x = 0
    let y = 0
    return arc.map((point) => {
      x += point[0]
      y += point[1]
      return [
        x * transform.scale[0] + transform.translate[0],
        y * transform.scale[1] + transform.translate[1],
      ] as Position
    })
  })
}

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals
  return Math.round(value * factor) / factor
}

/** A ring from its arcs (already simplified and rounded), without repeated junction points. */
function ringFromArcs(indexes: readonly number[], arcs: readonly Position[][]): Ring {
  const ring: Ring = []
  for (const index of indexes) {
    const arc = index >= 0 ? arcs[index] : [...arcs[~index]].reverse()
    for (const point of arc) {
      const last = ring.at(-1)
      if (!last || last[0] !== point[0] || last[1] !== point[1]) ring.push(point)
    }
  }
  const first = ring[0]
  const last = ring.at(-1)
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) ring.push(first)
  return ring
}

/**
 * The polygons of a TopoJSON geometry as GeoJSON rings: outer ring first,
 * then its holes. Rings that collapsed (fewer than 4 positions) are dropped;
 * so are rings smaller than `minRingArea`, except the geometry's largest
 * outer ring, which is always kept.
 */
function polygonsOf(geometry: TopoGeometry, arcs: readonly Position[][], minRingArea: number) {
  const polygons = (
    geometry.type === 'Polygon'
      ? [geometry.arcs as number[][]]
      : geometry.type === 'MultiPolygon'
        ? (geometry.arcs as number[][][])
        : []
  ).map((polygon) => polygon.map((ring) => ringFromArcs(ring, arcs)))
  const largest = Math.max(0, ...polygons.map((polygon) => ringArea(polygon[0] ?? [])))
  return polygons
    .filter((polygon) => {
      const outer = polygon[0]
      if (!outer || outer.length < 4) return false
      const area = ringArea(outer)
      return area >= minRingArea || area === largest
    })
    .map((polygon) => [
      polygon[0],
      ...polygon.slice(1).filter((hole) => hole.length >= 4 && ringArea(hole) >= minRingArea),
    ])
}

/**
 * The topology's object `name` as a GeoJSON FeatureCollection, simplified:
 * each arc once (so shared borders stay shared), coordinates rounded to
 * `decimals`, small islands and holes dropped. `properties` maps the source
 * properties of each geometry to the output's.
 */
export function simplifyTopology<Properties>(
  topology: Topology,
  name: string,
  options: SimplifyOptions,
  properties: (source: Record<string, unknown>) => Properties
): FeatureCollection<Properties> {
  const object = topology.objects[name]
  if (!object) throw new Error(`The topology has no object "${name}"`)
  const arcs = decodeArcs(topology).map((arc) =>
    simplifyLine(arc, options.tolerance).map(
      (point) => [round(point[0], options.decimals), round(point[1], options.decimals)] as Position
    )
  )
  return {
    type: 'FeatureCollection',
    features: object.geometries.map((geometry) => {
      const polygons = polygonsOf(geometry, arcs, options.minRingArea)
      return {
        type: 'Feature' as const,
        properties: properties(geometry.properties ?? {}),
        geometry:
          polygons.length === 1
            ? { type: 'Polygon' as const, coordinates: polygons[0] }
            : { type: 'MultiPolygon' as const, coordinates: polygons },
      }
    }),
  }
}

/** Every position of a geometry. */
export function positionsOf(geometry: Geometry): Position[] {
  return geometry.type === 'Polygon' ? geometry.coordinates.flat() : geometry.coordinates.flat(2)
}

/** The smallest box around every position of the collection. */
export function boundsOf(collection: FeatureCollection<unknown>): Bounds {
  const bounds = { west: Infinity, south: Infinity, east: -Infinity, north: -Infinity }
  for (const feature of collection.features) {
    for (const [lng, lat] of positionsOf(feature.geometry)) {
      bounds.west = Math.min(bounds.west, lng)
      bounds.east = Math.max(bounds.east, lng)
      bounds.south = Math.min(bounds.south, lat)
      bounds.north = Math.max(bounds.north, lat)
    }
  }
  return bounds
}
