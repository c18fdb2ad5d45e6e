import { useEffect, useRef } from 'react'
import L from 'leaflet'
import 'leaflet/dist/leaflet.css'
import { useLingui } from '@lingui/react/macro'
import { parseCoordinate } from '../../../shared/resources/transfer.ts'

export interface MapPoint {
  id: number
  name: string
  addr: string
  coordinate: string
}

/**
 * The collection points on an XYZ tile map (Leaflet, loaded only by this screen). Markers are
 * circles, so no marker images need serving; the view fits the points that have coordinates.
 */
export default function GatherMap({ tiles, points }: { tiles: string; points: MapPoint[] }) {
  const { t } = useLingui()
  const box = useRef<HTMLDivElement>(null)
  const map = useRef<L.Map>(undefined)
  const layer = useRef<L.LayerGroup>(undefined)

  useEffect(() => {
    if (!box.current) return
    const m = L.map(box.current, { scrollWheelZoom: false }).setView([10, 110], 3)
    L.tileLayer(tiles, { maxZoom: 18, attribution: '© OpenStreetMap' }).addTo(m)
    map.current = m
    layer.current = L.layerGroup().addTo(m)
    return () => {
      m.remove()
      map.current = undefined
    }
  }, [tiles])

  useEffect(() => {
    const m = map.current
    const group = layer.current
    if (!m || !group) return
    group.clearLayers()
    const placed = points.flatMap((p) => {
      const at = parseCoordinate(p.coordinate)
      return at ? [{ ...p, at }] : []
    })
    for (const p of placed) {
      const marker = L.circleMarker(p.at, { radius: 7, color: '#171717', weight: 2, fillColor: '#f59e0b', fillOpacity: 0.9 })
      const popup = document.createElement('div')
      const title = document.createElement('strong')
      title.textContent = p.name
      popup.append(title, document.createElement('br'), p.addr)
      marker.bindPopup(popup).bindTooltip(p.name).addTo(group)
    }
    if (placed.length) m.fitBounds(L.latLngBounds(placed.map((p) => p.at)), { padding: [24, 24], maxZoom: 13 })
  }, [points])

  return (
    <div
      ref={box}
      className="h-72 w-full rounded-md border border-neutral-200"
      role="region"
      aria-label={t`Map of the collection points`}
      data-testid="gather-map"
    />
  )
}
