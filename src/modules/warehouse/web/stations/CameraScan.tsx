import { useEffect, useRef, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Camera, CameraOff } from 'lucide-react'

/** A code seen again within this long of its last sighting is the same label still in view, not a second scan. */
const REPEAT_MS = 1500

/**
 * Scanning with the device's camera, for a phone or tablet without a reader: the preview, and each
 * code read (ZXing, loaded only when the camera is turned on) handed to the station as a typed
 * scan would be. The camera stays off until asked for; a refused or missing camera is said so.
 */
export function CameraScan({ onCode }: { onCode(code: string): void }) {
  const { t } = useLingui()
  const [on, setOn] = useState(false)
  const [failure, setFailure] = useState<string>()
  const video = useRef<HTMLVideoElement>(null)
  const handler = useRef(onCode)
  handler.current = onCode

  useEffect(() => {
    if (!on) return
    let stopped = false
    let controls: { stop(): void } | undefined
    const last = { code: '', at: 0 }
    void (async () => {
      try {
        const { BrowserMultiFormatReader } = await import('@zxing/browser')
        if (stopped || !video.current) return
        const reader = new BrowserMultiFormatReader()
        controls = await reader.decodeFromVideoDevice(undefined, video.current, (result) => {
          if (!result) return
          const code = result.getText()
          const now = Date.now()
          // How often the code was seen, for whoever checks that one label counts once.
          if (video.current) video.current.dataset.seen = String(Number(video.current.dataset.seen ?? 0) + 1)
          const again = code === last.code && now - last.at < REPEAT_MS
          last.code = code
          last.at = now
          if (!again) handler.current(code)
        })
        if (stopped) controls.stop()
      } catch {
        setFailure(t`The camera cannot be used here: allow it in the browser, or type or scan with a reader`)
        setOn(false)
      }
    })()
    return () => {
      stopped = true
      controls?.stop()
    }
  }, [on, t])

  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        className="inline-flex items-center gap-1.5 self-start rounded-md border border-neutral-300 bg-white px-2.5 py-1 text-sm"
        onClick={() => {
          setFailure(undefined)
          setOn((v) => !v)
        }}
        data-testid="camera-toggle"
        aria-pressed={on}
      >
        {on ? <CameraOff className="size-4" aria-hidden /> : <Camera className="size-4" aria-hidden />}
        {on ? <Trans>Stop the camera</Trans> : <Trans>Scan with the camera</Trans>}
      </button>
      {on ? (
        <video
          ref={video}
          className="aspect-video w-full rounded-lg bg-black object-cover"
          muted
          playsInline
          data-testid="camera-preview"
        />
      ) : null}
      {failure ? (
        <p className="text-sm text-amber-800" role="alert" data-testid="camera-failure">
          {failure}
        </p>
      ) : null}
    </div>
  )
}
