/** A server-sent event stream's response read as text: `until` waits (at most `ms`) for what a test expects to have come. */
export function readStream(res: Response, ctrl: AbortController) {
  const reader = res.body!.getReader()
  const decoder = new TextDecoder()
  let text = ''
  const until = async (pred: (t: string) => boolean, ms = 5000) => {
    const end = Date.now() + ms
    while (!pred(text) && Date.now() < end) {
      const chunk = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), Math.max(1, end - Date.now())))])
      if (!chunk || chunk.done) break
      text += decoder.decode(chunk.value)
    }
    return text
  }
  return { until, text: () => text, close: () => (ctrl.abort(), reader.cancel().catch(() => {})) }
}
