import { createFileRoute, useParams } from '@tanstack/react-router'
import { StocktakeSheet } from '../../features/print/InventoryPrint.tsx'

export const Route = createFileRoute('/print/inventory/$id/sheet')({
  component: function Print() {
    return <StocktakeSheet id={Number(useParams({ from: '/print/inventory/$id/sheet' }).id)} />
  },
})
