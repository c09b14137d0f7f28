/**
 * The transport's position on a small map (a chunk of its own, loaded only
 * by position_map_view.tsx with a dynamic import; Leaflet needs `window`).
 * `live`: a dot at the last position and its accuracy circle; `town`: a
 * dashed circle around the pickup province's centre (approximate, never a
 * position). With no tile server in the platform settings the map draws the
 * offline outline of Italy's regions (../../map_base/,
 * ISTAT/Openpolis, CC BY 4.0) and requests nothing from
 * another site; failing tiles fall back to the same outline.
 */
import './position_map.css'
import L from 'leaflet'
import { useEffect, useRef } from 'react'
import type { Data } from '@generated/data'
import { useT, type TFunction } from '~/lib/i18n'
import { createItalyMap, removeMap } from '~/features/map_base/leaflet_base'

type Position = Data.Transports.Position
type MapTiles = NonNullable<Position['tiles']>

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
    const server: MapTiles | null = tileUrl
      ? { urlTemplate: tileUrl, attribution: tileAttribution ?? '' }
      : null
    const created = createItalyMap(
      container.current!,
      server,
      t('tracking.map.outline_attribution'),
      {
        scrollWheelZoom: false,
      }
    )
    group.current = L.layerGroup().addTo(created)
    map.current = created
    return () => {
      removeMap(created)
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
