import { createFileRoute } from '@tanstack/react-router'
import { BatchChooser } from '../../features/stations/BatchChooser.tsx'

export const Route = createFileRoute('/station/batch/')({
  component: BatchChooser,
})
