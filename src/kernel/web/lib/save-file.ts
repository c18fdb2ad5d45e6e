/** Hands a file made in the page to the browser as a download under `name`. */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob)
  const a = Object.assign(document.createElement('a'), { href: url, download: name })
  document.body.append(a)
  a.click()
  a.remove()
  // Revoked later, not at once: a browser may still be reading it when click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
