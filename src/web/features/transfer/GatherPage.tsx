import { lazy, Suspense } from 'react'
import { useQuery } from '@tanstack/react-query'
import { gatherResource } from '../../../shared/resources/transfer.ts'
import { ResourceListPage } from '../../../kernel/web/components/resource/ResourceListPage.tsx'
import { listQuery } from '../../../kernel/web/components/resource/resource-api.ts'
import { mapConfigQuery } from './transfer-api.ts'

const GatherMap = lazy(() => import('./GatherMap.tsx'))

/** The collection points of the list's query on the server's map tiles; nothing when the server has no map configured. */
function PointsMap({ query }: { query: Record<string, string | number> }) {
  const tiles = useQuery(mapConfigQuery).data
  const rows = useQuery({ ...listQuery(gatherResource, query), enabled: !!tiles }).data?.rows
  if (!tiles || !rows) return null
  return (
    <Suspense fallback={<div className="h-72 rounded-md border border-neutral-200 bg-neutral-50" />}>
      <GatherMap
        tiles={tiles}
        points={rows.map((r) => ({
          id: r.Id,
          name: String(r.Name ?? ''),
          addr: String(r.Addr ?? ''),
          coordinate: String(r.Coordinate ?? ''),
        }))}
      />
    </Suspense>
  )
}

/** Pickup settings: the collection points list, with their map above it when map tiles are configured. */
export function GatherPage() {
  return <ResourceListPage def={gatherResource} summary={(query) => <PointsMap query={query} />} />
}
