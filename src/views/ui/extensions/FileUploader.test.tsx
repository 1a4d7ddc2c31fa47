import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
// Testing Library's act, not React's: it marks the environment as one that supports act(), so React stays quiet.
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '@/test/renderWithProviders'
import FileUploader, { MAX_BYTES, type Uploader } from './examples/FileUploader'

type Call = {
  file: File
  progress: (percent: number) => void
  signal: AbortSignal
  finish: () => void
  fail: () => void
}

function controlledUpload() {
  const calls: Call[] = []
  const upload: Uploader = (file, progress, signal) =>
    new Promise<void>((resolve, reject) =>
      calls.push({ file, progress, signal, finish: resolve, fail: () => reject(new Error('x')) })
    )
  return { calls, upload }
}

const picture = (name: string, bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'image/png' })

beforeEach(() => {
  URL.createObjectURL = vi.fn((file: Blob) => `blob:preview/${(file as File).name}`)
  URL.revokeObjectURL = vi.fn()
})
afterEach(() => vi.restoreAllMocks())

describe('the file uploader', () => {
  it('previews pictures, shows each upload’s progress, and removes a file by stopping its upload', async () => {
    const { calls, upload } = controlledUpload()
    const { user } = renderWithProviders(<FileUploader upload={upload} />)
    const input = screen.getByLabelText(/Drop files here or click to choose/)
    const song = new File([new Uint8Array(1024)], 'demo.mp3', { type: 'audio/mpeg' })
    await user.upload(input, [picture('cover.png'), song])

    const files = screen.getByRole('list', { name: 'Files' })
    expect(within(files).getAllByRole('listitem')).toHaveLength(2)
    expect(files.querySelector('img')).toHaveAttribute('src', 'blob:preview/cover.png')
    expect(calls.map((call) => call.file.name)).toEqual(['cover.png', 'demo.mp3'])

    act(() => calls[0].progress(40))
    expect(screen.getByRole('progressbar', { name: 'Upload of cover.png' })).toHaveAttribute(
      'aria-valuenow',
      '40'
    )
    expect(screen.getByText('Uploading… 40%')).toBeInTheDocument()
    await act(async () => calls[0].finish())
    expect(screen.getByText('Uploaded')).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'Upload of cover.png' })).toHaveAttribute(
      'aria-valuenow',
      '100'
    )

    await user.click(screen.getByRole('button', { name: 'Remove demo.mp3' }))
    expect(calls[1].signal.aborted).toBe(true)
    expect(within(files).getAllByRole('listitem')).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Remove cover.png' }))
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview/cover.png')
    expect(within(files).queryAllByRole('listitem')).toHaveLength(0)
  })

  it('refuses files of another type or too large, and says which and why', async () => {
    const { calls, upload } = controlledUpload()
    renderWithProviders(<FileUploader upload={upload} />)
    // The input's accept attribute would filter the text file out before the component sees it.
    const user = userEvent.setup({ applyAccept: false })
    const input = screen.getByLabelText(/Drop files here or click to choose/)
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' })
    await user.upload(input, [picture('huge.png', MAX_BYTES + 1), text, picture('ok.png')])
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('huge.png is larger than 5 MB.')
    expect(alert).toHaveTextContent('notes.txt is not a picture or an audio file.')
    expect(calls.map((call) => call.file.name)).toEqual(['ok.png'])
  })

  it('marks a failed upload', async () => {
    const { calls, upload } = controlledUpload()
    const { user } = renderWithProviders(<FileUploader upload={upload} />)
    await user.upload(screen.getByLabelText(/Drop files here or click to choose/), picture('cover.png'))
    await act(async () => calls[0].fail())
    expect(screen.getByText('Upload failed')).toBeInTheDocument()
  })
})
