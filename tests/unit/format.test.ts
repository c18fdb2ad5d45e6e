import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime, formatMoney, formatNumber, formatRate, formatWeight } from '../../src/kernel/shared/format.ts'
import { fieldWidget } from '../../src/kernel/web/components/resource/field-meta.ts'
import { shopResource } from '../../src/shared/resources/system.ts'
import { roleResource } from '../../src/shared/resources/hr.ts'

describe('formatting by interface language', () => {
  it('uses the Intl tag behind each spec code', () => {
    // Vietnamese groups thousands with dots; Malay (ms-MY) and English with commas.
    expect(formatNumber('vie-VN', 1234567)).toBe('1.234.567')
    expect(formatNumber('may-MY', 1234567)).toBe('1,234,567')
    expect(formatNumber('id-ID', 1234567)).toBe('1.234.567')
    expect(formatNumber('en-US', 1234567)).toBe('1,234,567')
  })
  it('shows money stored in hundredths divided by 100', () => {
    expect(formatMoney('en-US', 123456)).toBe('1,234.56')
    expect(formatMoney('zh-CN', 123456, 'CNY')).toBe('¥1,234.56')
    expect(formatMoney('vie-VN', 150)).toBe('1,50')
  })
  it('shows a rate stored in hundredths of a percent as a percentage, and infers its widget from the schema', () => {
    expect(formatRate('en-US', 550)).toBe('5.5%')
    expect(formatRate('en-US', 1325)).toBe('13.25%')
    expect(formatRate('zh-CN', 300)).toBe('3%')
    expect(formatRate('vie-VN', 550)).toBe('5,5%')
    // Every `percent()` field is typed and shown as one, and its label no longer explains the unit.
    expect(fieldWidget(shopResource, 'Commission')).toBe('percent')
    expect(fieldWidget(roleResource, 'Percentage')).toBe('percent')
    expect(fieldWidget(shopResource, 'ShopName')).toBe('text')
    expect(shopResource.labels?.Commission?.message).toBe('Platform commission')
  })
  it('shows weights with 3 decimals', () => {
    expect(formatWeight('en-US', 1.5)).toBe('1.500')
  })
  it('formats Unix seconds, and 0 as empty', () => {
    const t = Date.UTC(2026, 10, 22, 4, 0) / 1000
    expect(formatDate('en-US', t)).toMatch(/Nov 2\d, 2026/)
    expect(formatDate('zh-CN', t)).toMatch(/2026年11月2\d日/)
    expect(formatDateTime('th-TH', t)).toMatch(/[\u0e00-\u0e7f]/)
    expect(formatDate('en-US', 0)).toBe('')
  })
})
