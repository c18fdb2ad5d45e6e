const BROWSERS: [RegExp, string][] = [
  [/Edg\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/Chrome\/(\d+)/, 'Chrome'],
  [/Version\/(\d+).*Safari\//, 'Safari'],
]
const SYSTEMS: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Android/, 'Android'],
  [/Linux|X11|CrOS/, 'Linux'],
]

/** A short "browser · system" for a User-Agent header; empty when nothing is recognised. */
export function describeUserAgent(ua: string): string {
  let browser = ''
  for (const [re, name] of BROWSERS) {
    const m = re.exec(ua)
    if (m) {
      browser = `${name} ${m[1]}`
      break
    }
  }
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1] ?? ''
  return [browser, system].filter(Boolean).join(' · ')
}
