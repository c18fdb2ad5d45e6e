import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Barcode } from '../../src/kernel/web/components/print/Barcode.tsx'

const bars = (html: string) => (html.match(/<path /g) ?? []).length

describe('the printed barcode', () => {
  it('draws Code 128 for any text and EAN-13 for a product code, as SVG with the text beside it', () => {
    const code128 = renderToStaticMarkup(createElement(Barcode, { text: 'SF1234567890' }))
    expect(code128).toContain('<svg')
    expect(code128).toContain('data-text="SF1234567890"')
    expect(bars(code128)).toBeGreaterThan(0)
    const ean = renderToStaticMarkup(createElement(Barcode, { text: '6901234567892', type: 'ean13' }))
    expect(ean).toContain('<svg')
    // Two symbologies, two drawings.
    expect(ean).not.toBe(code128.replaceAll('SF1234567890', '6901234567892'))
  })

  it('draws nothing for a code its symbology refuses (an EAN-13 with a wrong check digit) or for no text', () => {
    expect(renderToStaticMarkup(createElement(Barcode, { text: '6901234567891', type: 'ean13' }))).toBe('')
    expect(renderToStaticMarkup(createElement(Barcode, { text: '' }))).toBe('')
  })
})
