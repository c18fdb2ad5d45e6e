import { Readable } from 'node:stream'
import zlib from 'node:zlib'

/**
 * A streaming ZIP writer (PKWARE APPNOTE 6.3): each entry is deflated as its bytes arrive and
 * followed by a data descriptor carrying its CRC-32 and sizes, so nothing is held back but the
 * central directory (a few dozen bytes per entry). No ZIP64: an archive stops with an error
 * before any size or offset passes 4 GiB, far beyond what an export produces.
 */

export type ZipData = Uint8Array | string | Iterable<Uint8Array | string> | AsyncIterable<Uint8Array | string>

export interface ZipEntry {
  /** Path inside the archive, forward slashes, UTF-8. */
  name: string
  data: ZipData
  modified?: Date
}

const LOCAL_HEADER = 0x04034b50
const DATA_DESCRIPTOR = 0x08074b50
const CENTRAL_HEADER = 0x02014b50
const END_OF_CENTRAL_DIRECTORY = 0x06054b50
/** Bit 3: sizes and CRC follow the data; bit 11: the name is UTF-8. */
const FLAGS = 0x0008 | 0x0800
const DEFLATE = 8
const VERSION = 20
const MAX32 = 0xffffffff

const encoder = new TextEncoder()
const toBytes = (chunk: Uint8Array | string) => (typeof chunk === 'string' ? encoder.encode(chunk) : chunk)

/** MS-DOS date and time, as ZIP stores them (local time, two-second steps, 1980 at the earliest). */
function dosDateTime(d: Date) {
  const year = Math.max(1980, d.getFullYear())
  return {
    time: (d.getHours() << 11) | (d.getMinutes() << 5) | (d.getSeconds() >> 1),
    date: ((year - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(),
  }
}

async function* chunksOf(data: ZipData): AsyncGenerator<Uint8Array> {
  if (typeof data === 'string' || data instanceof Uint8Array) {
    yield toBytes(data)
    return
  }
  for await (const chunk of data) {
    const bytes = toBytes(chunk)
    if (bytes.length) yield bytes
  }
}

interface Written {
  name: Uint8Array
  crc: number
  compressed: number
  size: number
  offset: number
  time: number
  date: number
}

/** The archive's bytes, produced as the entries' data is read; pull it at your own pace. */
export async function* zip(entries: Iterable<ZipEntry> | AsyncIterable<ZipEntry>): AsyncGenerator<Uint8Array> {
  const written: Written[] = []
  let offset = 0
  const check = (n: number) => {
    if (n > MAX32) throw new Error('zip: archive larger than 4 GiB (ZIP64 is not supported)')
    return n
  }

  for await (const entry of entries) {
    const name = encoder.encode(entry.name)
    const { time, date } = dosDateTime(entry.modified ?? new Date())
    const header = Buffer.alloc(30)
    header.writeUInt32LE(LOCAL_HEADER, 0)
    header.writeUInt16LE(VERSION, 4)
    header.writeUInt16LE(FLAGS, 6)
    header.writeUInt16LE(DEFLATE, 8)
    header.writeUInt16LE(time, 10)
    header.writeUInt16LE(date, 12)
    // CRC-32 and both sizes stay zero here: the data descriptor carries them.
    header.writeUInt16LE(name.length, 26)
    yield header
    yield name
    const record: Written = { name, crc: 0, compressed: 0, size: 0, offset, time, date }
    offset += header.length + name.length

    const raw = chunksOf(entry.data)
    async function* counted() {
      for await (const chunk of raw) {
        record.crc = zlib.crc32(chunk, record.crc)
        record.size += chunk.length
        yield chunk
      }
    }
    const deflate = zlib.createDeflateRaw({ level: 6 })
    const source = Readable.from(counted())
    source.on('error', (e) => deflate.destroy(e))
    source.pipe(deflate)
    try {
      for await (const out of deflate as AsyncIterable<Buffer>) {
        record.compressed += out.length
        check(record.compressed)
        yield out
      }
    } finally {
      source.destroy()
      deflate.destroy()
    }
    check(record.size)
    offset = check(offset + record.compressed)

    const descriptor = Buffer.alloc(16)
    descriptor.writeUInt32LE(DATA_DESCRIPTOR, 0)
    descriptor.writeUInt32LE(record.crc >>> 0, 4)
    descriptor.writeUInt32LE(record.compressed, 8)
    descriptor.writeUInt32LE(record.size, 12)
    yield descriptor
    offset = check(offset + descriptor.length)
    written.push(record)
  }

  const directoryStart = offset
  for (const r of written) {
    const central = Buffer.alloc(46)
    central.writeUInt32LE(CENTRAL_HEADER, 0)
    central.writeUInt16LE(VERSION, 4) // made by: MS-DOS attributes, spec 2.0
    central.writeUInt16LE(VERSION, 6)
    central.writeUInt16LE(FLAGS, 8)
    central.writeUInt16LE(DEFLATE, 10)
    central.writeUInt16LE(r.time, 12)
    central.writeUInt16LE(r.date, 14)
    central.writeUInt32LE(r.crc >>> 0, 16)
    central.writeUInt32LE(r.compressed, 20)
    central.writeUInt32LE(r.size, 24)
    central.writeUInt16LE(r.name.length, 28)
    // extra, comment, disk number, internal and external attributes: all zero
    central.writeUInt32LE(r.offset, 42)
    yield central
    yield r.name
    offset = check(offset + central.length + r.name.length)
  }
  if (written.length > 0xffff) throw new Error('zip: more than 65535 entries (ZIP64 is not supported)')
  const end = Buffer.alloc(22)
  end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0)
  end.writeUInt16LE(written.length, 8)
  end.writeUInt16LE(written.length, 10)
  end.writeUInt32LE(offset - directoryStart, 12)
  end.writeUInt32LE(directoryStart, 16)
  yield end
}
