import type { ComponentType } from 'react'
import { Waiting } from '../../../../kernel/web/components/print/PrintPage.tsx'
import { useDeclaration, type Declaration } from './declaration.ts'

/** One printed document of the declaration `id`: its loading (or why it cannot be printed), then `paper` with the record. */
export function DeclarationPaper({ id, paper: Paper }: { id: number; paper: ComponentType<{ d: Declaration }> }) {
  const { d, error } = useDeclaration(id)
  if (!d) return <Waiting error={error} />
  return <Paper d={d} />
}
