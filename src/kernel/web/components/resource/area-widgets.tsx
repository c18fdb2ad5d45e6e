import { createContext, useContext, type ComponentType, type ReactNode } from 'react'

/**
 * What the form gives an area's editor: the stored value as it stands, a way to change it, the
 * form's other values, and what ties it to its label and message (for an editor that is one input).
 */
export interface AreaEditorProps {
  value: unknown
  onChange(value: unknown): void
  /** The form's values now (a product's SKU rows start from its price). */
  values(): Record<string, unknown>
  id?: string
  'aria-invalid'?: boolean
  'aria-describedby'?: string
}

/**
 * A widget an area brings for a field the generic pieces cannot edit or show (a product's
 * specifications and SKUs, a page's blocks): the form renders its Editor, lists and details its
 * View. Each narrows the stored value itself.
 */
export interface AreaWidget {
  Editor: ComponentType<AreaEditorProps>
  /** The value as lists and details show it; `row` is the record it belongs to, where there is one. */
  View: ComponentType<{ value: unknown; row?: Record<string, unknown> }>
}

const Widgets = createContext<Readonly<Record<string, AreaWidget>>>({})

/** The app's area widgets, by the widget name a definition's `widgets` gives a field. */
export function AreaWidgetsProvider({ widgets, children }: { widgets: Readonly<Record<string, AreaWidget>>; children: ReactNode }) {
  return <Widgets.Provider value={widgets}>{children}</Widgets.Provider>
}

/** The app's area widgets, by widget name. */
export const useAreaWidgets = (): Readonly<Record<string, AreaWidget | undefined>> => useContext(Widgets)

/** The area widget of a field's widget name, if the app provides one. */
export function useAreaWidget(widget: string | undefined): AreaWidget | undefined {
  const widgets = useAreaWidgets()
  return widget ? widgets[widget] : undefined
}
