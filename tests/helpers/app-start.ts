import { installPermissions } from '../../src/kernel/shared/permissions.ts'
import { setLineReferences } from '../../src/kernel/web/components/resource/line-conventions.ts'
import { APP_PERMISSIONS } from '../../src/shared/permissions.ts'
import { LINE_REFERENCES } from '../../src/shared/resources/line-references.ts'

// What the browser sets as the app starts (src/web/main.tsx), for unit tests of the client's
// pieces; the server installs its own table when its module list loads.
installPermissions(APP_PERMISSIONS)
setLineReferences(LINE_REFERENCES)
