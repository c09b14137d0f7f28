/**
 * The marketplace's map (a chunk of its own: loaded only when the map view
 * opens, with Leaflet, its clustering plugin and their styles, never with
 * the list; see marketplace_map_view.tsx). One marker per transport at its
 * pickup province (never an address), clustered; a marker's popup shows the
 * route, the pickup date, the vehicles and the payout, and links to the
 * transport. With no tile server in the platform settings the map draws the
 * offline outline of Italy's regions shipped with the project
 * (../../map_base/, ISTAT/Openpolis, CC BY 4.0) and requests nothing from another site; a tile
 * server that fails (offline, blocked) falls back to the same outline.
 *
 * Keyboard: the map, every cluster and every marker are tab stops; Enter
 * opens a cluster or a popup, the popup takes the focus, Escape closes it and
 * gives the focus back to its marker.
 */
import 'leaflet.markercluster/dist/MarkerCluster.css'
import 'leaflet.markercluster/dist/MarkerCluster.Default.css'
import './marketplace_map.css'
import L from 'leaflet'
import 'leaflet.markercluster'
import { useEffect, useRef } from 'react'
import { router } from '@inertiajs/react'
import type { Data } from '@generated/data'
import { date, money } from '@shared/format'
import { PROVINCE_COORDINATES } from '@shared/province_coordinates'
import { useT, type TFunction } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { createItalyMap, ITALY_BOUNDS, removeMap } from '~/features/map_base/leaflet_base'

type Marker = Data.Marketplace.MarketplaceMap['markers'][number]
type MapTiles = NonNullable<Data.Marketplace.MarketplaceMap['tiles']>

function place(side: Marker['pickup']) {
  return `${side.city} (${side.province})`
}

function label(marker: Marker) {
  return `${marker.reference}: ${place(marker.pickup)} → ${place(marker.delivery)}, ${money(marker.payoutCents)}`
}

/** A link that visits the transport's page through Inertia (no full reload). */
function transportLink(marker: Marker, text: string, className?: string) {
  const link = document.createElement('a')
  link.href = urlFor('transporter.marketplace.show', { id: marker.id })
  link.textContent = text
  if (className) link.className = className
  link.addEventListener('click', (event) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    router.visit(link.href)
  })
  return link
}

/** The popup of a marker, built as DOM nodes with text only (towns are typed by dealers). */
function popupOf(marker: Marker, t: TFunction, onEscape: () => void) {
  const root = document.createElement('div')
  root.className = 'marketplace-popup'
  const line = (text: string, strong = false) => {
    const element = document.createElement(strong ? 'strong' : 'span')
    element.textContent = text
    root.append(element)
  }
  root.append(transportLink(marker, marker.reference))
  line(`${place(marker.pickup)} → ${place(marker.delivery)}`)
  line(`${t('marketplace.columns.pickup_on')}: ${date(marker.pickupOn)}`)
  line(t('transports.vehicles', { count: marker.vehicleCount }))
  line(`${t('marketplace.columns.payout')}: ${money(marker.payoutCents)}`, true)
  root.append(transportLink(marker, t('marketplace.map.open'), 'marketplace-popup-open'))
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') onEscape()
  })
  return root
}

function markerOf(marker: Marker, t: TFunction): L.Marker | null {
  const at = PROVINCE_COORDINATES[marker.pickup.province]
  if (!at) return null
  const text = label(marker)
  const icon = L.divIcon({ className: 'marketplace-marker', iconSize: [16, 16] })
  const layer = L.marker([at.lat, at.lng], { icon, title: text, keyboard: true, riseOnHover: true })
  /* Focus follows the popup: into it when it opens, back to the marker when Escape closes it. */
  const escape = () => {
    layer.closePopup()
    layer.getElement()?.focus({ preventScroll: true })
  }
  layer.bindPopup(() => popupOf(marker, t, escape), { autoPanPadding: [24, 24] })
  layer.on('popupopen', (event) => {
    event.popup.getElement()?.querySelector('a')?.focus({ preventScroll: true })
  })
  layer.on('add', () => layer.getElement()?.setAttribute('aria-label', text))
  return layer
}

/** Clusters say how many transports they hold (their icon only shows a number). */
function labelClusters(map: L.Map, t: TFunction) {
  map.on('layeradd', (event) => {
    const layer = event.layer as L.MarkerCluster
    if (layer instanceof L.MarkerCluster) {
      layer
        .getElement()
        ?.setAttribute('aria-label', t('marketplace.map.cluster', { count: layer.getChildCount() }))
    }
  })
}

export default function MarketplaceMap({
  markers,
  tiles,
  fitKey,
}: {
  markers: Marker[]
  tiles: MapTiles | null
  /** Changes when the filters change: the map then fits the new markers. */
  fitKey: string
}) {
  const t = useT()
  const container = useRef<HTMLDivElement>(null)
  const map = useRef<L.Map | null>(null)
  const cluster = useRef<L.MarkerClusterGroup | null>(null)
  const fitted = useRef<string | null>(null)
  const tileUrl = tiles?.urlTemplate ?? null
  const tileAttribution = tiles?.attribution ?? null

  useEffect(() => {
    const server: MapTiles | null = tileUrl
      ? { urlTemplate: tileUrl, attribution: tileAttribution ?? '' }
      : null
    const created = createItalyMap(
      container.current!,
      server,
      t('marketplace.map.outline_attribution')
    )
    labelClusters(created, t)
    cluster.current = L.markerClusterGroup({ showCoverageOnHover: false, maxClusterRadius: 45 })
    created.addLayer(cluster.current)
    map.current = created
    fitted.current = null
    return () => {
      removeMap(created)
      map.current = null
      cluster.current = null
    }
  }, [tileUrl, tileAttribution, t])

  useEffect(() => {
    const group = cluster.current
    if (!group || !map.current) return
    group.clearLayers()
    group.addLayers(markers.map((marker) => markerOf(marker, t)).filter((layer) => layer !== null))
    /* Live updates keep the user's view; new filters (or a new map) show their markers. */
    if (fitted.current === fitKey) return
    fitted.current = fitKey
    const bounds = group.getBounds()
    if (bounds.isValid()) map.current.fitBounds(bounds, { padding: [32, 32], maxZoom: 7 })
    else map.current.fitBounds(ITALY_BOUNDS)
  }, [markers, fitKey, t, tileUrl, tileAttribution])

  return (
    <div
      ref={container}
      className="marketplace-map"
      role="region"
      aria-label={t('marketplace.map.label')}
      data-testid="marketplace-map"
    />
  )
}
