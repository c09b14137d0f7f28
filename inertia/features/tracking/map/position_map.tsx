/**
 * The transport's position on a small map (a chunk of its own, loaded only
 * by position_map_view.tsx with a dynamic import; Leaflet needs `window`).
 * `live`: a dot at the last position and its accuracy circle; `town`: a
 * dashed circle around the pickup province's centre (approximate, never a
 * position). With no tile server in the platform settings the map draws the
 * offline outline of Italy's regions (the marketplace map's
 * italy_regions.json, ISTAT/Openpolis, CC BY 4.0) and requests nothing from
 * another site; failing tiles fall back to the same outline.
 */
import 'leaflet/dist/leaflet.css'
import './position_map.css'
import L from 'leaflet'
import { useEffect, useRef } from 'react'
import type { Data } from '@generated/data'
import { boundsOf, type FeatureCollection } from '@shared/geo_outline'
import { useT, type TFunction } from '~/lib/i18n'
import regions from '~/features/marketplace/map/italy_regions.json'

type Position = Data.Transports.Position
type MapTiles = NonNullable<Position['tiles']>

const OUTLINE = regions as unknown as FeatureCollection<{ code: string; name: string }>
const ITALY = boundsOf(OUTLINE)
const ITALY_BOUNDS = L.latLngBounds([ITALY.south, ITALY.west], [ITALY.north, ITALY.east])
const LICENCE = 'https://creativecommons.org/licenses/by/4.0/'

function escapeHtml(text: string) {
  return text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!
  )
}

function addOutline(map: L.Map, t: TFunction) {
  const attribution = `${escapeHtml(t('tracking.map.outline_attribution'))} (<a href="${LICENCE}" target="_blank" rel="noopener noreferrer">CC BY 4.0</a>)`
  return L.geoJSON(OUTLINE as unknown as GeoJSON.FeatureCollection, {
    style: { color: '#868e96', weight: 1, fillColor: '#f8f9fa', fillOpacity: 1 },
    interactive: false,
    attribution,
  }).addTo(map)
}

function addTiles(map: L.Map, tiles: MapTiles, t: TFunction) {
  let outline: L.GeoJSON | null = null
  L.tileLayer(tiles.urlTemplate, { attribution: escapeHtml(tiles.attribution), maxZoom: 18 })
    .on('tileerror', () => {
      outline ??= addOutline(map, t).bringToBack()
    })
    .addTo(map)
}

/** The circle and the dot of a position (town: a dashed circle only). */
function layersOf(position: Position, t: TFunction): L.Layer[] {
  const at = L.latLng(position.lat!, position.lng!)
  const radius = Math.max(position.radiusM ?? 0, 30)
  if (position.mode === 'town') {
    return [
      L.circle(at, {
        radius,
        color: '#1971c2',
        weight: 2,
        dashArray: '6 6',
        fillOpacity: 0.12,
      }).bindTooltip(t('tracking.map.town_marker')),
    ]
  }
  return [
    L.circle(at, { radius, color: '#1971c2', weight: 1, fillOpacity: 0.15, interactive: false }),
    L.circleMarker(at, {
      radius: 8,
      color: '#fff',
      weight: 2,
      fillColor: '#1971c2',
      fillOpacity: 1,
    }).bindTooltip(t('tracking.map.position')),
  ]
}

export default function PositionMap({ position }: { position: Position }) {
  const t = useT()
  const container = useRef<HTMLDivElement>(null)
  const map = useRef<L.Map | null>(null)
  const group = useRef<L.LayerGroup | null>(null)
  const tileUrl = position.tiles?.urlTemplate ?? null
  const tileAttribution = position.tiles?.attribution ?? null

  useEffect(() => {
    const created = L.map(container.current!, {
      minZoom: 5,
      maxZoom: tileUrl ? 18 : 11,
      maxBounds: ITALY_BOUNDS.pad(0.3),
      zoomSnap: 0.5,
      keyboard: true,
      scrollWheelZoom: false,
    })
    if (tileUrl) addTiles(created, { urlTemplate: tileUrl, attribution: tileAttribution ?? '' }, t)
    else addOutline(created, t)
    group.current = L.layerGroup().addTo(created)
    created.fitBounds(ITALY_BOUNDS)
    map.current = created
    return () => {
      created.remove()
      map.current = null
      group.current = null
    }
  }, [tileUrl, tileAttribution, t])

  const { mode, lat, lng, radiusM } = position
  useEffect(() => {
    if (!map.current || !group.current || lat === null || lng === null) return
    group.current.clearLayers()
    for (const layer of layersOf({ ...position, mode, lat, lng, radiusM }, t)) {
      group.current.addLayer(layer)
    }
    /* with tiles a live position is followed closely; on the outline (regions only) the region around it shows */
    const zoom = tileUrl ? (mode === 'town' ? 10 : 13) : 7.5
    map.current.setView([lat, lng], zoom, { animate: false })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mode, lat, lng, radiusM, t, tileUrl, tileAttribution])

  return (
    <div
      ref={container}
      className="position-map"
      role="region"
      aria-label={t('tracking.map.label')}
      data-testid="position-map"
      data-lat={lat ?? undefined}
      data-lng={lng ?? undefined}
    />
  )
}
