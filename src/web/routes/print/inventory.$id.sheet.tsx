import { createFileRoute } from '@tanstack/react-router'
import { StocktakeSheet } from '../../features/print/InventoryPrint.tsx'

export const Route = createFileRoute('/print/inventory/$id/sheet')({
  component: function Print() {
    return <StocktakeSheet id={Number(Route.useParams().id)} />
  },
})
