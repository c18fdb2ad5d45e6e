import { createFileRoute, useParams } from '@tanstack/react-router'
import { DeclarationForm } from '../../features/print/customs/DeclarationForm.tsx'

export const Route = createFileRoute('/print/declare/$id/form')({
  component: function Print() {
    return <DeclarationForm id={Number(useParams({ from: '/print/declare/$id/form' }).id)} />
  },
})
