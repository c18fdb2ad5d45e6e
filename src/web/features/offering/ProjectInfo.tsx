import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { offeringResourceFor, providerResourceFor } from '../../../shared/resources/offering.ts'
import { RecordFormDialog } from '../../../kernel/web/components/resource/RecordFormDialog.tsx'
import { RelatedList } from '../../../kernel/web/components/resource/RelatedList.tsx'
import { ResourceDetail } from '../../../kernel/web/components/resource/ResourceDetail.tsx'

const projectDef = providerResourceFor('single')
const productDef = offeringResourceFor('single')

/**
 * A single project's page (spec /single/shop, `?Id=121001`): the project's own information and
 * the products it sells, each editable in place; another project opens by its Id.
 */
export function ProjectInfo({ id }: { id: number }) {
  const navigate = useNavigate()
  const [editing, setEditing] = useState<number | undefined>()
  return (
    <main className="flex w-full flex-col gap-3 p-4" data-testid="project-info">
      <h1 className="text-lg font-semibold tracking-tight" data-testid="page-title">
        <Trans>Project info</Trans>
      </h1>
      <ResourceDetail
        def={projectDef}
        id={id}
        onEdit={() => setEditing(id)}
        onGo={(Id) => void navigate({ to: '/single/shop', search: { Id } })}
        tabs={[
          {
            key: 'products',
            label: <Trans>Project products</Trans>,
            render: () => <RelatedList def={productDef} fixed={{ ProviderId: id }} />,
          },
        ]}
      />
      <RecordFormDialog def={projectDef} editing={editing} onClose={() => setEditing(undefined)} onDone={() => setEditing(undefined)} />
    </main>
  )
}
