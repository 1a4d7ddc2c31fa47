import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { renderWithProviders } from '@/test/renderWithProviders'
import CsvImportExport, { fromCsv, toCsv } from './examples/CsvImportExport'

afterEach(() => vi.restoreAllMocks())

// jsdom's Blob has no text(); browsers do. Read it the way jsdom can.
if (!Blob.prototype.text)
  Blob.prototype.text = function text(this: Blob) {
    return new Promise<string>((resolve) => {
      const reader = new FileReader()
      reader.onload = () => resolve(String(reader.result))
      reader.readAsText(this)
    })
  }

const cells = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
    )

describe('CSV import and export', () => {
  it('reads back what it writes, commas and quotes included', () => {
    const rows = [
      { title: 'Paper Lanterns, Part 2', artist: 'The Quiet Hours', plays: 9310 },
      { title: 'Salt "and" Cedar', artist: 'Mira Sol', plays: 0 }
    ]
    const text = toCsv(rows)
    expect(text.split('\r\n')[0]).toBe('title,artist,plays')
    expect(text).toContain('"Salt ""and"" Cedar"')
    expect(fromCsv(text)).toEqual({ rows })
  })

  it('names the rows and fields that fail, and a missing column', () => {
    expect(fromCsv('title,artist,plays\nGood,Someone,3\n,Nobody,2\nBad,Band,-4')).toEqual({
      problems: [
        { row: 3, field: 'title' },
        { row: 4, field: 'plays' }
      ]
    })
    expect(fromCsv('title,plays\nA,1')).toEqual({ problems: [{ row: 1, field: 'artist' }] })
  })

  it('exports the table to a file and imports an edited file back into it', async () => {
    let exported: Blob | undefined
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      exported = blob as Blob
      return 'blob:tracks'
    })
    URL.revokeObjectURL ??= () => {}
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    const { user } = renderWithProviders(<CsvImportExport />)
    const before = cells()
    expect(before).toHaveLength(3)

    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(screen.getByRole('status')).toHaveTextContent('Exported 3 rows to tracks.csv.')
    const text = await exported!.text()
    expect(text).toContain('Midnight Drive,Nova Lane,12840')

    const edited = `${text}\r\nNew Song,New Artist,7`
    await user.upload(
      screen.getByLabelText('Import CSV'),
      new File([edited], 'tracks.csv', { type: 'text/csv' })
    )
    await waitFor(() => expect(cells()).toHaveLength(4))
    expect(cells().slice(0, 3)).toEqual(before)
    expect(cells()[3]).toEqual(['New Song', 'New Artist', '7'])
    expect(screen.getByRole('status')).toHaveTextContent('Imported 4 rows.')

    await user.upload(
      screen.getByLabelText('Import CSV'),
      new File(['title,artist,plays\nOnly,Row,many'], 'bad.csv', { type: 'text/csv' })
    )
    expect(await screen.findByText('Row 2: check “Plays”.')).toBeInTheDocument()
    expect(cells()).toHaveLength(4)
  })
})
