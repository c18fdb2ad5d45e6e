import { useMemo } from 'react'
import { code128, drawingSVG, ean13 } from 'bwip-js/browser'

/**
 * The symbologies printed (named one by one, so the print chunk carries their encoders alone: the
 * whole library brings a hundred, 900 kB): Code 128 for any text, EAN-13 for a valid product code.
 */
const ENCODERS = { code128, ean13 }
export type Symbology = keyof typeof ENCODERS

/**
 * A barcode drawn by bwip-js (Code 128 unless told otherwise) as inline SVG, sharp at any print
 * size, with its human-readable text under the bars as real text (so it can be found and copied
 * in the printed PDF; bwip-js would draw the text as shapes).
 */
export function Barcode({
  text,
  type = 'code128',
  height = 12,
  className,
}: {
  text: string
  type?: Symbology
  height?: number
  className?: string
}) {
  const svg = useMemo(() => {
    try {
      return ENCODERS[type]({ bcid: type, text, height }, drawingSVG())
    } catch {
      return ''
    }
  }, [text, type, height])
  if (!text || !svg) return null
  // The SVG is the library's drawing of the text (paths, no markup taken from the input).
  return (
    <figure className={className} data-testid="barcode" data-text={text}>
      <div role="img" aria-label={text} className="[&_svg]:h-auto [&_svg]:w-full" dangerouslySetInnerHTML={{ __html: svg }} />
      <figcaption className="mt-0.5 text-center font-mono text-[9pt] tracking-widest">{text}</figcaption>
    </figure>
  )
}
