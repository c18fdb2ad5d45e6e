import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { deflateSync } from 'node:zlib'

/**
 * The demo's product photos: plain PNGs drawn here (a tinted backdrop and the product's shape in
 * its colour), so a fresh start shows covers, colour swatches and description images without
 * shipping binary files. The seed names them; the server writes them into the upload directory.
 */

type Shape = 'bottle' | 'box' | 'round' | 'card'
export interface DemoImage {
  /** What it shows, unique: its file name follows from it. */
  label: string
  colour: string
  shape: Shape
}

const registry = new Map<string, DemoImage>()

/** The address of a demo image, registering it to be drawn. */
export function demoImage(label: string, colour: string, shape: Shape = 'box'): string {
  const name = `${createHash('sha256').update(`demo:${label}`).digest('hex').slice(0, 32)}.png`
  registry.set(name, { label, colour, shape })
  return `/uploads/${name}`
}

const SIZE = 240

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.replace('#', ''), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

/** Whether a pixel lies on the shape (centred, about half the picture). */
function inside(shape: Shape, x: number, y: number): boolean {
  const cx = x - SIZE / 2
  const cy = y - SIZE / 2
  switch (shape) {
    case 'bottle':
      return (Math.abs(cx) < 34 && cy > -60 && cy < 80) || (Math.abs(cx) < 20 && cy > -82 && cy <= -60)
    case 'round':
      return cx * cx + cy * cy < 70 * 70
    case 'card':
      return Math.abs(cx) < 80 && Math.abs(cy) < 50
    default:
      return Math.abs(cx) < 64 && Math.abs(cy) < 64
  }
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
function crc32(buf: Buffer): number {
  let c = 0xffffffff
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 255]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([len, body, crc])
}

/** One picture as PNG bytes (8-bit RGB). */
export function drawPng(image: DemoImage): Buffer {
  const [r, g, b] = rgb(image.colour)
  const raw = Buffer.alloc((SIZE * 3 + 1) * SIZE)
  for (let y = 0; y < SIZE; y++) {
    const row = y * (SIZE * 3 + 1)
    raw[row] = 0
    for (let x = 0; x < SIZE; x++) {
      const on = inside(image.shape, x, y)
      // The backdrop: the colour washed out, lighter towards the top; the shape in the colour itself.
      const wash = on ? 0 : 0.82 - (0.12 * y) / SIZE
      const shade = on ? 1 - (0.25 * x) / SIZE : 1
      const i = row + 1 + x * 3
      raw[i] = Math.round((r + (255 - r) * wash) * shade)
      raw[i + 1] = Math.round((g + (255 - g) * wash) * shade)
      raw[i + 2] = Math.round((b + (255 - b) * wash) * shade)
    }
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(SIZE, 0)
  header.writeUInt32BE(SIZE, 4)
  header[8] = 8
  header[9] = 2
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** Writes every demo image the seed named that the directory does not hold yet. */
export async function writeDemoImages(dir: string): Promise<number> {
  await fs.mkdir(dir, { recursive: true })
  let written = 0
  for (const [name, image] of registry) {
    const file = path.join(dir, name)
    try {
      await fs.access(file)
    } catch {
      await fs.writeFile(file, drawPng(image))
      written++
    }
  }
  return written
}
