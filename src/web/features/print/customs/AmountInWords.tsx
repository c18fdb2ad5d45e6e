import { useLingui } from '@lingui/react/macro'
import { Fact } from '../../../../kernel/web/components/print/PrintPage.tsx'
import { amountInChinese, amountInEnglish, chineseCurrencyName, type ChineseScript } from './amount-words.ts'

/** The amount in words: in English always, and as the Chinese capital amount for Chinese readers. */
export function AmountInWords({ hundredths, currency }: { hundredths: number; currency: string }) {
  const { t, i18n } = useLingui()
  const script: ChineseScript | null = i18n.locale === 'zh-CN' ? 'simplified' : i18n.locale === 'zh-TW' ? 'traditional' : null
  return (
    <dl className="mt-3 space-y-1 border border-black p-2 text-[9pt]" data-testid="amount-words">
      <Fact label={t`Amount in words`}>
        <span className="tracking-wide">{amountInEnglish(hundredths, currency)}</span>
      </Fact>
      {script ? (
        <Fact label={t`Capital amount`}>
          <span data-testid="amount-capital">
            {chineseCurrencyName(currency, script)} {amountInChinese(hundredths, script)}
          </span>
        </Fact>
      ) : null}
    </dl>
  )
}
