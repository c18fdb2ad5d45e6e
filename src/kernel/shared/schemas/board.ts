/**
 * `GET /Api/Board/Index?Doc=`: one row per state of the document's machine, in step order (the
 * lifecycle's `steps`, then its other states), zeros included. Counts are within the caller's
 * data scope. A state feeding a work queue has that queue's service level: `Late` counts the
 * records that have stood in it longer; a state feeding no queue has none (`SlaMinutes` 0, `Late` 0).
 */
export interface BoardState {
  State: string
  /** The work queue the state feeds, '' for none. */
  Queue: string
  Final: boolean
  Count: number
  Late: number
  /** Seconds the longest-standing record has been in the state (0 when empty). */
  Oldest: number
  SlaMinutes: number
}

/** `GET /Api/Board/Summary`: per document type the caller may view, its open (non-final) and late records. */
export interface BoardSummary {
  Doc: string
  Open: number
  Late: number
  Total: number
}
