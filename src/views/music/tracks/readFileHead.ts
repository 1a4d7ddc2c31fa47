// The first bytes of a chosen file, to tell what it is by its content before anything is sent.
export async function readFileHead(file: Blob, length: number): Promise<Uint8Array> {
  const head = file.slice(0, length)
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer())
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer))
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'))
    reader.readAsArrayBuffer(head)
  })
}
