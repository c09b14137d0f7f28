/**
 * What every map chunk draws on (imported only by the map chunks:
 * inertia/features/marketplace/map/, inertia/features/tracking/map/,
 * inertia/features/maps/map/; never by a page, see
 * tests/unit/client/lazy_map.spec.ts): the offline outline of Italy's
 * regions shipped with the project (italy_regions.json, ISTAT/Openpolis,
 * CC BY 4.0), its bounds, and the tile server of the platform settings when
 * one is configured (failing tiles fall back to the outline). With no tile
 * server nothing is requested from another site.
 */
import 'leaflet/dist/leaflet.css'
import L from 'leaflet'
import { boundsOf, type FeatureCollection } from '@shared/geo_outline'
import regions from './italy_regions.json'

export type MapTiles = { urlTemplate: string; attribution: string }
export type RegionProperties = { code: string; name: string }

export const OUTLINE = regions as unknown as FeatureCollection<RegionProperties>
const ITALY = boundsOf(OUTLINE)
export const ITALY_BOUNDS = L.latLngBounds([ITALY.south, ITALY.west], [ITALY.north, ITALY.east])
export const OUTLINE_STYLE: L.PathOptions = {
  color: '#868e96',
  weight: 1,
  fillColor: '#f8f9fa',
  fillOpacity: 1,
}
const LICENCE = 'https://creativecommons.org/licenses/by/4.0/'

export function escapeHtml(text: string) {
  return text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!
  )
}

/**
 * The outline of the regions, credited with `attributionText` (translated
 * by the caller); `style` may colour a region (the served regions of a carrier).
 */
export function addOutline(
  map: L.Map,
  attributionText: string,
  style: (code: string) => L.PathOptions = () => OUTLINE_STYLE
) {
  const attribution = `${escapeHtml(attributionText)} (<a href="${LICENCE}" target="_blank" rel="noopener noreferrer">CC BY 4.0</a>)`
  return L.geoJSON(OUTLINE as unknown as GeoJSON.FeatureCollection, {
    style: (feature) => style((feature?.properties as RegionProperties | undefined)?.code ?? ''),
    interactive: false,
    attribution,
  }).addTo(map)
}

/** The tile server's layer; when its tiles fail (offline, blocked), the outline is drawn instead. */
export function addTiles(map: L.Map, tiles: MapTiles, attributionText: string) {
  let outline: L.GeoJSON | null = null
  return L.tileLayer(tiles.urlTemplate, {
    attribution: escapeHtml(tiles.attribution),
    maxZoom: 18,
  })
    .on('tileerror', () => {
      outline ??= addOutline(map, attributionText).bringToBack()
    })
    .addTo(map)
}

/**
 * A map of Italy in `container`: tiles when configured, else the outline;
 * zoom limited to what the outline can show, panning kept around Italy.
 */
export function createItalyMap(
  container: HTMLElement,
  tiles: MapTiles | null,
  attributionText: string,
  options: L.MapOptions = {}
) {
  const map = L.map(container, {
    minZoom: 5,
    maxZoom: tiles ? 18 : 11,
    maxBounds: ITALY_BOUNDS.pad(0.3),
    zoomSnap: 0.5,
    keyboard: true,
    ...options,
  })
  if (tiles) addTiles(map, tiles, attributionText)
  else addOutline(map, attributionText)
  map.fitBounds(ITALY_BOUNDS)
  return map
}

/**
 * Removes a map, also in the middle of a zoom animation (a page left right
 * after a click that zoomed): Leaflet still runs the animation's end 250 ms
 * later on the removed map and throws "Cannot read properties of undefined
 * (reading '_leaflet_pos')": Leaflet 1.9's `_onZoomTransitionEnd`. The
 * animation is marked over first, so that late call does nothing.
 */
export function removeMap(map: L.Map) {
  ;(map as unknown as { _animatingZoom?: boolean })._animatingZoom = false
  map.remove()
}
