import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DECISIONS_DIR, readRecord, readRecords, renderIndex } from './gen-decisions'

describe('docs/decisions/README.md', () => {
  it('is what `npm run gen:decisions` writes: every record, its status and what supersedes it', () => {
    const index = readFileSync(join(DECISIONS_DIR, 'README.md'), 'utf8')
    expect(index, 'run npm run gen:decisions').toBe(renderIndex(readRecords()))
  })

  it('reads a record, its status over several lines and what supersedes it', () => {
    const record = readRecord(
      '042-x.md',
      '# 042: A title\n\nStatus: accepted; decision 1 superseded by 111, the rest\nby 110\nDate: 2026-11-26\n',
    )
    expect(record).toEqual({
      file: '042-x.md',
      number: '042',
      title: 'A title',
      status: 'accepted; decision 1 superseded by 111, the rest by 110',
      supersededBy: ['111'],
    })
  })

  it('fails when a record is missing or its status changed', () => {
    const records = readRecords()
    const index = renderIndex(records)
    expect(renderIndex(records.slice(1))).not.toBe(index)
    const changed = records.map((r, i) => (i === 0 ? { ...r, status: 'superseded by 999' } : r))
    expect(renderIndex(changed)).not.toBe(index)
  })
})
