// Adds up the JSON reports of Vitest and Playwright into one "N passed, N failed" line.
import fs from 'node:fs'

let passed = 0
let failed = 0
let skipped = 0
const [vitestFile, playwrightFile] = process.argv.slice(2)
if (vitestFile && fs.existsSync(vitestFile)) {
  const v = JSON.parse(fs.readFileSync(vitestFile, 'utf8'))
  passed += v.numPassedTests
  failed += v.numFailedTests
  skipped += v.numPendingTests + v.numTodoTests
} else failed += 1
if (playwrightFile && fs.existsSync(playwrightFile)) {
  const s = JSON.parse(fs.readFileSync(playwrightFile, 'utf8')).stats
  passed += s.expected + s.flaky
  failed += s.unexpected
  skipped += s.skipped
} else failed += 1
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
