// What the browser sets as the app starts, for unit tests of the client's pieces: the ids lines
// name by convention (src/web/main.tsx) and the web modules with their permission table
// (src/web/app-modules.tsx installs it as it loads). The server installs its own table when its
// module list loads.
import { setLineReferences } from '../../src/kernel/web/components/resource/line-conventions.ts'
import { LINE_REFERENCES } from '../../src/shared/resources/line-references.ts'
import '../../src/web/app-modules.tsx'

setLineReferences(LINE_REFERENCES)
