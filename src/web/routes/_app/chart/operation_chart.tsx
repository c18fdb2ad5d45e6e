import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { BoardHub } from '../../../features/board/BoardHub.tsx'
import { boardSummaryQuery } from '../../../features/board/board-api.ts'

/** The boards hub: open and late documents per type, each opening its board. */
export const Route = createFileRoute('/_app/chart/operation_chart')({
  staticData: {
    meta: { name: 'operation_chart', title: msg`Operations chart`, icon: 'Activity', access: ['chart:view'], order: 1 },
  },
  loader: ({ context }) => void context.queryClient.prefetchQuery(boardSummaryQuery),
  component: BoardHub,
})
