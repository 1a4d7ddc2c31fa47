type FilePart = { name: string; type: string; data: Buffer; field?: string }

/** A multipart/form-data body for app.inject: text fields, an `audio` file and further files (a `cover`). */
export function multipart(fields: Record<string, string>, file?: FilePart, ...more: FilePart[]) {
  const boundary = `----vibeline${Math.random().toString(16).slice(2)}`
  const chunks: Buffer[] = []
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    )
  for (const part of file ? [file, ...more] : more) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'audio'}"; filename="${part.name}"\r\nContent-Type: ${part.type}\r\n\r\n`
      ),
      part.data,
      Buffer.from('\r\n')
    )
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }
  }
}
