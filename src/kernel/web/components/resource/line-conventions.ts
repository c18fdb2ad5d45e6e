let conventions: Readonly<Record<string, string>> = {}

/**
 * Ids the app's lines and payloads name by convention, and the resource each one is picked from
 * (`PlaceId` → Place), set once as the app starts (src/web/main.tsx), as the active language is:
 * the kernel knows no area's resource, and these are read where no component tree reaches.
 */
export function setLineReferences(map: Readonly<Record<string, string>>): void {
  conventions = map
}

/** The resource an id names by the app's convention, if any. */
export const conventionalReference = (field: string): string | undefined => conventions[field]
