/**
 * The station's sounds, made by the browser (no files to load): one short high tone for a scan that
 * counted, two low ones for a refusal. Silent where audio is not allowed yet.
 */
let ctx: AudioContext | undefined

export function beep(kind: 'ok' | 'error') {
  try {
    ctx ??= new AudioContext()
    const tones =
      kind === 'ok'
        ? [[880, 0, 0.12]]
        : [
            [220, 0, 0.15],
            [220, 0.2, 0.15],
          ]
    for (const [freq, at, length] of tones) {
      const osc = ctx.createOscillator()
      const gain = ctx.createGain()
      osc.frequency.value = freq!
      gain.gain.value = 0.15
      osc.connect(gain).connect(ctx.destination)
      osc.start(ctx.currentTime + at!)
      osc.stop(ctx.currentTime + at! + length!)
    }
  } catch {
    // No audio here: the colours still tell.
  }
}
