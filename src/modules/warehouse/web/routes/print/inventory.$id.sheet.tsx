import { createFileRoute, useParams } from '@tanstack/react-router'
import { StocktakeSheet } from '../../print/InventoryPrint.tsx'

export const Route = createFileRoute('/print/(modules)/inventory/$id/sheet')({
  component: function Print() {
    return <StocktakeSheet id={Number(useParams({ from: '/print/(modules)/inventory/$id/sheet' }).id)} />
  },
})
