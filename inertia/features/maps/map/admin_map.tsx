/**
 * The staff maps (Admin → Maps; a chunk of its own, loaded only by
 * ../admin_map_view.tsx with a dynamic import; Leaflet needs `window`):
 * points in clusters (a dot in a tone of the page's legend, a popup with the
 * lines the page gives, a link to the record), route lines, and regions
 * tinted on top of the outline (a carrier's served regions). Drawn on the
 * map base shared by every map chunk (../../map_base/: the offline outline
 * of Italy's regions, or the tile server of the settings).
 *
 * `focus`: the keys the side list chose; one point opens its popup (its
 * cluster opened), several are fitted in view.
 */
import 'leaflet.markercluster/dist/MarkerCluster.css'
import 'leaflet.markercluster/dist/MarkerCluster.Default.css'
import './admin_map.css'
import L from 'leaflet'
import 'leaflet.markercluster'
import { useEffect, useRef } from 'react'
import { router } from '@inertiajs/react'
import { useT, type TFunction } from '~/lib/i18n'
import {
  createItalyMap,
  ITALY_BOUNDS,
  OUTLINE,
  type MapTiles,
  removeMap,
} from '~/features/map_base/leaflet_base'
import type { MapPoint, MapRoute, MapTone } from '~/features/maps/map_types'

const TONE_COLOURS: Record<MapTone, string> = {
  blue: '#1971c2',
  orange: '#e8590c',
  teal: '#0c8599',
  grape: '#9c36b5',
  red: '#e03131',
  gray: '#868e96',
}

/** The popup of a point, built as DOM nodes with text only (towns and names are typed by users). */
function popupOf(point: MapPoint, onEscape: () => void) {
  const root = document.createElement('div')
  root.className = 'admin-map-popup'
  const title = document.createElement(point.href ? 'a' : 'strong')
  title.textContent = point.title
  if (point.href && title instanceof HTMLAnchorElement) {
    title.href = point.href
    title.addEventListener('click', (event) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
      event.preventDefault()
      router.visit(point.href!)
    })
  } else {
    title.tabIndex = -1
  }
  root.append(title)
  for (const text of point.lines) {
    const line = document.createElement('span')
    line.textContent = text
    root.append(line)
  }
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') onEscape()
  })
  return root
}

function markerOf(point: MapPoint): L.Marker {
  const className = `admin-map-marker admin-map-marker--${point.tone}${point.hollow ? ' admin-map-marker--hollow' : ''}`
  const icon = L.divIcon({ className, iconSize: [16, 16] })
  const label = `${point.title}: ${point.lines[0] ?? ''}`
  const layer = L.marker([point.lat, point.lng], {
    icon,
    title: label,
    keyboard: true,
    riseOnHover: true,
  })
  const escape = () => {
    layer.closePopup()
    layer.getElement()?.focus({ preventScroll: true })
  }
  layer.bindPopup(() => popupOf(point, escape), { autoPanPadding: [24, 24] })
  layer.on('popupopen', (event) => {
    const target = event.popup.getElement()?.querySelector<HTMLElement>('a, strong')
    target?.focus({ preventScroll: true })
  })
  layer.on('add', () => {
    const element = layer.getElement()
    element?.setAttribute('aria-label', label)
    element?.setAttribute('data-key', point.key)
  })
  return layer
}

function routeOf(route: MapRoute) {
  return L.polyline([route.from, route.to], {
    color: TONE_COLOURS[route.tone],
    weight: 3,
    opacity: 0.75,
    dashArray: route.dashed ? '6 6' : undefined,
    interactive: false,
  })
}

function regionsLayer(codes: string[]) {
  const wanted = new Set(codes)
  const features = OUTLINE.features.filter((feature) => wanted.has(feature.properties.code))
  return L.geoJSON(
    { type: 'FeatureCollection', features } as unknown as GeoJSON.FeatureCollection,
    {
      style: {
        color: TONE_COLOURS.teal,
        weight: 2,
        fillColor: TONE_COLOURS.teal,
        fillOpacity: 0.18,
      },
      interactive: false,
    }
  )
}

/** Clusters say how many points they hold (their icon only shows a number). */
function labelClusters(map: L.Map, t: TFunction) {
  map.on('layeradd', (event) => {
    const layer = event.layer as L.MarkerCluster
    if (layer instanceof L.MarkerCluster) {
      layer
        .getElement()
        ?.setAttribute('aria-label', t('maps.map.cluster', { count: layer.getChildCount() }))
    }
  })
}

type Layers = {
  map: L.Map
  cluster: L.MarkerClusterGroup
  routes: L.LayerGroup
  regions: L.LayerGroup
  markers: Map<string, L.Marker>
}

/**
 * Opens one marker's popup once the cluster shows it. `zoomToShowLayer`
 * waits for the map to move, and the map does not move when the view it
 * wants is the current one (points on one spot at the deepest zoom, or a
 * zoom already under way): after FOCUS_WAIT_MS the popup opens on the map at
 * the point instead, with the same content.
 */
const FOCUS_WAIT_MS = 700

function openWhenShown(layers: Layers, marker: L.Marker) {
  let opened = false
  const open = (shown: boolean) => {
    /* the page was left meanwhile: the map is gone (no pane to open on) */
    if (opened || !layers.map.getPane('popupPane')) return
    opened = true
    if (shown && layers.map.hasLayer(marker)) {
      marker.openPopup()
      return
    }
    const content = marker.getPopup()?.getContent()
    if (!content) return
    L.popup({ autoPanPadding: [24, 24] })
      .setLatLng(marker.getLatLng())
      .setContent(content)
      .openOn(layers.map)
  }
  layers.cluster.zoomToShowLayer(marker, () => open(true))
  window.setTimeout(() => open(false), FOCUS_WAIT_MS)
}

/** Shows the focused points: one opens its popup, several fit the view. */
function showFocus(layers: Layers, focus: string[]) {
  const markers = focus.map((key) => layers.markers.get(key)).filter((marker) => !!marker)
  if (markers.length === 1) {
    openWhenShown(layers, markers[0])
  } else if (markers.length > 1) {
    const bounds = L.latLngBounds(markers.map((marker) => marker.getLatLng()))
    layers.map.fitBounds(bounds, { padding: [48, 48], maxZoom: 9 })
  }
}

export default function AdminMap({
  points,
  routes,
  regions,
  focus,
  fitKey,
  tiles,
  label,
}: {
  points: MapPoint[]
  routes: MapRoute[]
  regions: string[]
  focus: string[]
  /** Changes when the data changes (filters): the map then fits the new points. */
  fitKey: string
  tiles: MapTiles | null
  label: string
}) {
  const t = useT()
  const container = useRef<HTMLDivElement>(null)
  const layers = useRef<Layers | null>(null)
  const fitted = useRef<string | null>(null)
  const tileUrl = tiles?.urlTemplate ?? null
  const tileAttribution = tiles?.attribution ?? null

  useEffect(() => {
    const server = tileUrl ? { urlTemplate: tileUrl, attribution: tileAttribution ?? '' } : null
    const map = createItalyMap(container.current!, server, t('maps.map.outline_attribution'))
    labelClusters(map, t)
    const regionGroup = L.layerGroup().addTo(map)
    const routeGroup = L.layerGroup().addTo(map)
    const cluster = L.markerClusterGroup({ showCoverageOnHover: false, maxClusterRadius: 40 })
    map.addLayer(cluster)
    layers.current = { map, cluster, routes: routeGroup, regions: regionGroup, markers: new Map() }
    fitted.current = null
    return () => {
      removeMap(map)
      layers.current = null
    }
  }, [tileUrl, tileAttribution, t])

  useEffect(() => {
    const current = layers.current
    if (!current) return
    current.cluster.clearLayers()
    current.routes.clearLayers()
    current.markers = new Map(points.map((point) => [point.key, markerOf(point)]))
    current.cluster.addLayers([...current.markers.values()])
    for (const route of routes) current.routes.addLayer(routeOf(route))
    if (fitted.current === fitKey) return
    fitted.current = fitKey
    const bounds = current.cluster.getBounds()
    if (bounds.isValid()) current.map.fitBounds(bounds, { padding: [32, 32], maxZoom: 7 })
    else current.map.fitBounds(ITALY_BOUNDS)
  }, [points, routes, fitKey, t, tileUrl, tileAttribution])

  useEffect(() => {
    const current = layers.current
    if (!current) return
    current.regions.clearLayers()
    if (regions.length) current.regions.addLayer(regionsLayer(regions))
  }, [regions, t, tileUrl, tileAttribution])

  const focusKey = focus.join(',')
  useEffect(() => {
    if (layers.current && focusKey) showFocus(layers.current, focusKey.split(','))
  }, [focusKey, points, t, tileUrl, tileAttribution])

  return (
    <div
      ref={container}
      className="admin-map"
      role="region"
      aria-label={label}
      data-testid="admin-map"
      data-points={points.length}
    />
  )
}
