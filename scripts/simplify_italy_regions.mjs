#!/usr/bin/env node
/*
 * Builds the offline outline of Italy's 20 regions that the marketplace map
 * draws when no tile server is configured:
 *
 *   node scripts/simplify_italy_regions.mjs <limits_IT_regions.topo.json> [output.json]
 *
 * Source: openpolis/geojson-italy, topojson/limits_IT_regions.topo.json (commit
 * 5dd489e676158175c75ae452ab9ec449bf5efb4b, May 2024; limits as of June 2023)
 * (https://github.com/openpolis/geojson-italy, administrative limits by ISTAT,
 * CC BY 4.0: "© ISTAT, Openpolis"). TopoJSON stores each border once, so each
 * border is simplified once and neighbouring regions keep the same line
 * (app/shared/geo_outline.ts). Output: a GeoJSON FeatureCollection with one
 * feature per region, properties { code, name } with the region codes of
 * app/shared/italian_provinces.ts. Default output:
 * inertia/features/map_base/italy_regions.json.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { simplifyTopology } from '../app/shared/geo_outline.ts'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const [source, output = join(root, 'inertia/features/map_base/italy_regions.json')] =
  process.argv.slice(2)
if (!source) {
  console.error(
    'Usage: node scripts/simplify_italy_regions.mjs <limits_IT_regions.topo.json> [out]'
  )
  process.exit(1)
}

/* ISTAT region code → our region code and name (app/shared/italian_provinces.ts). */
const REGIONS = {
  1: ['piemonte', 'Piemonte'],
  2: ['valle_d_aosta', "Valle d'Aosta"],
  3: ['lombardia', 'Lombardia'],
  4: ['trentino_alto_adige', 'Trentino-Alto Adige'],
  5: ['veneto', 'Veneto'],
  6: ['friuli_venezia_giulia', 'Friuli-Venezia Giulia'],
  7: ['liguria', 'Liguria'],
  8: ['emilia_romagna', 'Emilia-Romagna'],
  9: ['toscana', 'Toscana'],
  10: ['umbria', 'Umbria'],
  11: ['marche', 'Marche'],
  12: ['lazio', 'Lazio'],
  13: ['abruzzo', 'Abruzzo'],
  14: ['molise', 'Molise'],
  15: ['campania', 'Campania'],
  16: ['puglia', 'Puglia'],
  17: ['basilicata', 'Basilicata'],
  18: ['calabria', 'Calabria'],
  19: ['sicilia', 'Sicilia'],
  20: ['sardegna', 'Sardegna'],
}

const topology = JSON.parse(readFileSync(source, 'utf8'))
const outline = simplifyTopology(
  topology,
  Object.keys(topology.objects)[0],
  { tolerance: 0.012, decimals: 3, minRingArea: 0.001 },
  (properties) => {
    const region = REGIONS[Number(properties.reg_istat_code_num)]
    if (!region) throw new Error(`Unknown region ${JSON.stringify(properties)}`)
    return { code: region[0], name: region[1] }
  }
)
outline.features.sort(
  (a, b) =>
    Object.values(REGIONS).findIndex(([code]) => code === a.properties.code) -
    Object.values(REGIONS).findIndex(([code]) => code === b.properties.code)
)
const text = JSON.stringify(outline)
writeFileSync(output, `${text}\n`)
const points = outline.features.reduce(
  (sum, feature) => sum + JSON.stringify(feature.geometry.coordinates).split('],[').length,
  0
)
console.log(
  `${output}: ${outline.features.length} regions, ~${points} points, ${text.length} bytes`
)
