import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { MenuLayoutPage } from '../../../features/system/MenuLayoutPage.tsx'

export const Route = createFileRoute('/_app/system/menu')({
  staticData: {
    meta: { name: 'system_menu', title: msg`Menus`, icon: 'Menu', access: ['setting:view'], order: 4 },
  },
  component: MenuLayoutPage,
})
