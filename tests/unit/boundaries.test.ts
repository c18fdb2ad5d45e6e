import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The lint configuration is what enforces the one direction of imports; prove it bites.
const eslint = new ESLint()
const RULES = ['no-restricted-imports', 'import-x/no-restricted-paths']
const errorsFor = async (filePath: string, code: string) =>
  (await eslint.lintText(code, { filePath })).flatMap((r) => r.messages.filter((m) => RULES.includes(m.ruleId ?? '')))

describe('import boundaries', () => {
  it.each([
    ['src/kernel/web/lib/x.ts', "import { createApp } from '../../../server/app.ts'\nexport default createApp"],
    ['src/web/features/x.ts', "import { createApp } from '../../server/app.ts'\nexport default createApp"],
    ['src/server/x.ts', "import { api } from '../kernel/web/lib/api.ts'\nexport default api"],
    ['src/shared/x.ts', "import { createApp } from '../server/app.ts'\nexport default createApp"],
    ['src/shared/x.ts', "import React from 'react'\nexport default React"],
    ['machines/x.ts', "import { createApp } from '../src/server/app.ts'\nexport default createApp"],
    [
      'src/kernel/web/components/resource/x.ts',
      "import { MyWorkPage } from '../../../../web/features/queue/MyWorkPage.tsx'\nexport default MyWorkPage",
    ],
    ['src/kernel/web/shell/x.ts', "import { MyWorkPage } from '../../../web/features/queue/MyWorkPage.tsx'\nexport default MyWorkPage"],
    ['src/kernel/web/components/x.ts', "import { AppParts } from '../../../web/app-parts.tsx'\nexport default AppParts"],
    [
      'src/kernel/web/components/lifecycle/x.ts',
      "import { PLACE_KINDS } from '../../../../modules/warehouse/shared/warehouse.ts'\nexport default PLACE_KINDS",
    ],
    ['src/server/services/x.ts', "import { RESOURCES } from '../modules/index.ts'\nexport default RESOURCES"],
    ['src/server/lifecycle/x.ts', "import { crmModule } from '../modules/crm.ts'\nexport default crmModule"],
    ['src/server/modules/x.ts', "import { crmModule } from './crm.ts'\nexport default crmModule"],
    // The kernel knows no area: judged by the file an import resolves to, whatever its spelling.
    ['src/kernel/server/x.ts', "import { createApp } from '../../server/app.ts'\nexport default createApp"],
    [
      'src/kernel/server/lifecycle/x.ts',
      "import { salesOrderServer } from '../../../server/lifecycle/scm.ts'\nexport default salesOrderServer",
    ],
    ['src/kernel/server/x.ts', "import { salesOrderResource } from '../../shared/resources/scm.ts'\nexport default salesOrderResource"],
    ['src/kernel/server/x.ts', "import { entryServer } from '../../modules/warehouse/server/entry.ts'\nexport default entryServer"],
    ['src/kernel/shared/x.ts', "import { Agent } from '../server/db/schema/org.ts'\nexport default Agent"],
    ['src/kernel/web/x.ts', "import { router } from '../../web/router.ts'\nexport default router"],
    ['src/kernel/web/x.ts', "import { Job } from '../server/contracts.ts'\nexport default Job"],
    // An area module imports the kernel and the modules it depends on, nothing of the app.
    ['src/modules/warehouse/server/x.ts', "import { scmModule } from '../../../server/modules/scm.ts'\nexport default scmModule"],
    [
      'src/modules/warehouse/server/x.ts',
      "import { salesOrderServer } from '../../../server/lifecycle/scm.ts'\nexport default salesOrderServer",
    ],
    ['src/modules/warehouse/shared/x.ts', "import { move } from '../server/stock.ts'\nexport default move"],
    ['src/modules/warehouse/web/x.ts', "import { move } from '../server/stock.ts'\nexport default move"],
    ['src/modules/warehouse/web/x.ts', "import { AppParts } from '../../../web/app-parts.tsx'\nexport default AppParts"],
  ])('refuses %s importing across the line', async (file, code) => {
    expect((await errorsFor(file, code)).length).toBeGreaterThan(0)
  })

  it.each([
    ['src/kernel/web/lib/x.ts', "import { can } from '../../shared/permissions.ts'\nexport default can"],
    ['src/server/x.ts', "import { can } from '../shared/permissions.ts'\nexport default can"],
    [
      'src/web/features/queue/x.ts',
      "import { StateBadge } from '../../../kernel/web/components/lifecycle/StateBadge.tsx'\nexport default StateBadge",
    ],
    [
      'src/modules/warehouse/web/x.ts',
      "import { ResourceListPage } from '../../../kernel/web/components/resource/ResourceListPage.tsx'\nexport default ResourceListPage",
    ],
    ['src/modules/warehouse/web/x.ts', "import { PLACE_KINDS } from '../shared/warehouse.ts'\nexport default PLACE_KINDS"],
    ['src/server/app.ts', "import { APP_MODULES } from './modules/index.ts'\nexport default APP_MODULES"],
    ['src/server/db/seed/x.ts', "import { RESOURCES } from '../../modules/index.ts'\nexport default RESOURCES"],
    ['src/server/modules/x.ts', "import { clientServer } from '../lifecycle/client.ts'\nexport default clientServer"],
    ['src/kernel/server/lib/x.ts', "import { can } from '../../shared/permissions.ts'\nexport default can"],
    ['src/server/x.ts', "import { createRouter } from '../kernel/server/routes/define.ts'\nexport default createRouter"],
    ['src/modules/warehouse/server/x.ts', "import { resource } from '../../../kernel/server/module.ts'\nexport default resource"],
    ['src/server/lifecycle/x.ts', "import { entryServer } from '../../modules/warehouse/server/entry.ts'\nexport default entryServer"],
  ])('allows %s importing shared code', async (file, code) => {
    expect(await errorsFor(file, code)).toHaveLength(0)
  })

  it('finds no kernel file importing an area or the app, nor a module the app, in the code as it is', { timeout: 60_000 }, async () => {
    const results = await eslint.lintFiles(['src/kernel/**/*.{ts,tsx}', 'src/modules/**/*.{ts,tsx}'])
    expect(results.filter((r) => r.filePath.includes('/src/kernel/web/')).length).toBeGreaterThan(100)
    expect(
      results.flatMap((r) => r.messages.filter((m) => RULES.includes(m.ruleId ?? '')).map((m) => `${r.filePath}: ${m.message}`)),
    ).toEqual([])
  })
})
