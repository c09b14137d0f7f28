/** The shapes the staff map chunk draws (types only: no Leaflet here). */
export type MapTone = 'blue' | 'orange' | 'teal' | 'grape' | 'red' | 'gray'

export type MapPoint = {
  /** unique on the page; the side list focuses a point by it */
  key: string
  lat: number
  lng: number
  tone: MapTone
  /** an open ring instead of a dot (e.g. a route's start, not a position) */
  hollow?: boolean
  title: string
  lines: string[]
  href?: string
}

export type MapRoute = {
  key: string
  from: [number, number]
  to: [number, number]
  tone: MapTone
  dashed?: boolean
}
