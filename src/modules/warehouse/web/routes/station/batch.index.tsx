import { createFileRoute } from '@tanstack/react-router'
import { BatchChooser } from '../../stations/BatchChooser.tsx'

export const Route = createFileRoute('/station/(modules)/batch/')({
  component: BatchChooser,
})
