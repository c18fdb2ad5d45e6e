import fs from 'node:fs'
import path from 'node:path'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { formatter } from '@lingui/format-po'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { SOURCE_LOCALE } from '../../src/kernel/shared/locales.ts'
import { formatDateTime } from '../../src/kernel/shared/format.ts'
import { CUSTOMS_LABELS, RECEIPT_CODES, receiptCodeOption } from '../../src/shared/resources/customs.ts'
import { declareResource } from '../../src/shared/resources/declare.ts'
import type { ResourceDef } from '../../src/kernel/shared/resources/define.ts'
import { FIELD_LABELS } from '../../src/kernel/shared/resources/labels.ts'
import { CUSTOMS_PAYLOAD_PARTS, GATEWAY_LABELS } from '../../src/web/features/customs/payload-views.tsx'
import { PayloadPartsProvider } from '../../src/kernel/web/components/lifecycle/payload-views.tsx'
import type { TimelineRow } from '../../src/kernel/web/components/lifecycle/lifecycle-api.ts'
import { isEmptyPayloadValue, isGatewayAnswer, isReceiptList, isTimeKey } from '../../src/kernel/web/components/lifecycle/payload-fields.ts'
import { Timeline } from '../../src/kernel/web/components/lifecycle/Timeline.tsx'

const def = declareResource as unknown as ResourceDef
const T0 = 1_795_592_835 // Unix seconds, a weekday in November 2026
const row = (Id: number, Event: string, From: string, To: string, Data: Record<string, unknown>): TimelineRow => ({
  Id,
  Event,
  From,
  To,
  AgentId: 0,
  AgentName: '',
  CreateTime: T0 + Id * 60,
  Data,
})
const ROWS: TimelineRow[] = [
  row(1, 'post', 'Draft', 'Posted', { Gateway: { Accepted: true } }),
  row(2, 'getResult', 'Posted', 'Accepted', {
    Receipts: [
      { Code: 120, Text: '已接收', Time: T0 + 3600, No: '530120261000123' },
      { Code: 502, Text: '扣留：请补充认证证书', Time: T0 + 7200 },
    ],
  }),
  row(3, 'post', 'Draft', 'Draft', { Gateway: { Accepted: false, Reason: '报文校验失败：缺少运单号' } }),
]

/** The committed catalog of a language, compiled as the client build compiles it. */
async function catalog(locale: string): Promise<Messages> {
  const file = path.resolve(import.meta.dirname, `../../src/shared/locales/${locale}/messages.po`)
  const parsed = (await formatter().parse(fs.readFileSync(file, 'utf8'), { locale, sourceLocale: SOURCE_LOCALE, filename: file })) ?? {}
  const out: Messages = {}
  for (const [id, e] of Object.entries(parsed)) if (!e.obsolete && e.translation) out[id] = compileMessage(e.translation)
  return out
}

function render(i18n: I18n, rows: readonly TimelineRow[] = ROWS) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false } } })
  const html = renderToString(
    createElement(
      QueryClientProvider,
      { client: queryClient },
      // As the app renders it: customs' receipts and gateway answers come with the customs feature.
      createElement(
        I18nProvider,
        { i18n },
        createElement(PayloadPartsProvider, { parts: CUSTOMS_PAYLOAD_PARTS, children: createElement(Timeline, { def, rows }) }),
      ),
    ),
  )
  // What a reader sees: the text without tags, entities decoded.
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .replace(/\s+([:),])/g, '$1')
    .replace(/\(\s+/g, '(')
  return { html, text }
}

const i18nFor = (locale: string, messages: Messages) => {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } })
  i18n.setMessagesCompiler(compileMessage)
  return i18n
}

function expectNoRawData(text: string) {
  expect(text).not.toMatch(/\{\s*"/)
  expect(text).not.toContain('[object Object]')
  expect(text).not.toContain('true')
  expect(text).not.toContain('false')
  for (const raw of [T0 + 3600, T0 + 7200]) {
    expect(text).not.toContain(String(raw))
    expect(text).not.toContain(new Intl.NumberFormat('en-US').format(raw))
  }
}

describe('timeline payload pieces', () => {
  it('tells receipts, gateway answers, moments and empty values by shape', () => {
    expect(isReceiptList([{ Code: 120, Text: '', Time: T0 }])).toBe(true)
    expect(isReceiptList([{ Code: 120 }], 'Receipts')).toBe(true)
    expect(isReceiptList([{ Code: 120 }], 'Lines')).toBe(false) // elsewhere a receipt carries its time
    expect(isReceiptList([{ LineId: 1, Qty: 2 }])).toBe(false)
    expect(isGatewayAnswer({ Accepted: false, Reason: 'x' })).toBe(true)
    expect(isGatewayAnswer({ Accepted: 1 })).toBe(false)
    expect(['Time', 'ReceiptTime', 'CreateTime'].every(isTimeKey)).toBe(true)
    expect(['DisplayTimes', 'Timeout', 'Qty'].some(isTimeKey)).toBe(false)
    expect(isEmptyPayloadValue('AgentId', 0)).toBe(true)
    expect(isEmptyPayloadValue('Qty', 0)).toBe(false)
    expect(isEmptyPayloadValue('Lines', [])).toBe(true)
  })
})

describe('a customs declaration’s timeline', () => {
  it('shows the gateway’s answer and the receipts in words, in the source language', () => {
    const i18n = i18nFor(SOURCE_LOCALE, {})
    const { html, text } = render(i18n)
    expectNoRawData(text)
    expect(html).not.toContain('document-lines') // no generic Code / Text / Time table
    // Labels
    expect(text).toContain('Customs gateway:')
    expect(text).toContain('Receipts:')
    // The gateway's answer, and the reason of a refusal.
    expect(text).toContain('Taken by the gateway')
    expect(text).toContain('Refused by the gateway')
    expect(text).toContain('Reason: 报文校验失败：缺少运单号')
    // Each receipt: the code's meaning, when customs sent it, its text and the customs number.
    expect(text).toContain(RECEIPT_CODES.find((o) => o.value === 120)!.label.message!)
    expect(text).toContain('501–599 Held by customs (502)')
    expect(text).toContain(formatDateTime(SOURCE_LOCALE, T0 + 3600))
    expect(text).toContain(formatDateTime(SOURCE_LOCALE, T0 + 7200))
    // Customs' text where it says why the goods stop (a hold); its standard acceptance text adds nothing.
    expect(text).toContain('Customs text: 扣留：请补充认证证书')
    expect(text).not.toContain('已接收')
    expect(text).toContain('Customs number: 530120261000123')
  })

  it('speaks the interface language: Chinese labels, meanings and dates', async () => {
    // The committed zh-CN catalog, with stand-ins for customs messages it may not hold yet.
    const standIns: Messages = {
      [RECEIPT_CODES.find((o) => o.value === 120)!.label.id!]: '120 已进入海关系统',
      [RECEIPT_CODES.find((o) => o.value === 501)!.label.id!]: '501–599 海关扣留',
      [CUSTOMS_LABELS.Receipts!.id!]: '回执',
      [CUSTOMS_LABELS.Gateway!.id!]: '海关网关',
      [CUSTOMS_LABELS.Accepted!.id!]: '网关已接收',
      [CUSTOMS_LABELS.Text!.id!]: '海关说明',
      [CUSTOMS_LABELS.No!.id!]: '海关编号',
      [GATEWAY_LABELS.refused.id!]: '网关拒收',
    }
    const i18n = i18nFor('zh-CN', { ...standIns, ...(await catalog('zh-CN')) })
    const { html, text } = render(i18n)
    expectNoRawData(text)
    expect(html).not.toContain('document-lines')
    for (const d of [CUSTOMS_LABELS.Receipts!, CUSTOMS_LABELS.Gateway!, FIELD_LABELS.Reason!]) expect(text).toContain(`${i18n._(d)}:`)
    expect(i18n._(FIELD_LABELS.Reason!)).toBe('原因') // the real catalog is active
    expect(text).toContain(`${i18n._(FIELD_LABELS.Reason!)}: 报文校验失败：缺少运单号`)
    expect(text).toContain(i18n._(GATEWAY_LABELS.accepted))
    expect(text).toContain(i18n._(GATEWAY_LABELS.refused))
    expect(text).toContain(i18n._(receiptCodeOption(120)!.label))
    expect(text).toContain(`${i18n._(receiptCodeOption(502)!.label)} (502)`)
    expect(text).toContain(formatDateTime('zh-CN', T0 + 3600))
    expect(text).toContain(`${i18n._(CUSTOMS_LABELS.No!)}: 530120261000123`)
    // No English label left in the Chinese interface.
    for (const english of [
      'Receipts',
      'Customs gateway',
      'Taken by the gateway',
      'Refused by the gateway',
      'Reason',
      'Customs text',
      'Customs number',
      'Accepted into',
    ])
      expect(text).not.toContain(english)
  })

  it('lays out any other record by field, nested, with labels and dates, never as JSON', () => {
    const i18n = i18nFor(SOURCE_LOCALE, {})
    const { text } = render(i18n, [
      row(1, 'amend', 'Rejected', 'Draft', {
        Reason: 'Wrong HS code',
        Check: { Qty: 3, ReadTime: T0, Done: true, Tags: ['a', 'b'], Deep: { Remark: 'inner' } },
      }),
    ])
    expectNoRawData(text)
    expect(text).toContain('Reason: Wrong HS code')
    expect(text).toContain('Check:') // no label for it: the key itself
    expect(text).toContain('Quantity: 3')
    expect(text).toContain(`Read at: ${formatDateTime(SOURCE_LOCALE, T0)}`)
    expect(text).toContain('Yes')
    expect(text).toContain('Tags: a, b')
    expect(text).toContain('Remarks: inner')
  })
})
