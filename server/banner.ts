// The framed block `npm start` and `npm run reset-password` print, so that the sign-in details stand out.

/** Frames the lines in a box drawn with box-drawing characters; blank lines stay blank inside the frame. */
export function framed(lines: string[]): string {
  const width = Math.max(...lines.map((line) => line.length))
  const rule = '─'.repeat(width + 4)
  const body = lines.map((line) => `│  ${line.padEnd(width)}  │`)
  return [`┌${rule}┐`, ...body, `└${rule}┘`].join('\n')
}

export type SignInInfo = { url: string; email: string; password?: string }

/** The sign-in address, the administrator's e-mail and, only when one was just generated, the password. */
export function signInBanner({ url, email, password }: SignInInfo): string {
  const lines = [`Vibeline is running at ${url}`, '', `Administrator: ${email}`]
  if (password)
    lines.push(
      `One-time password: ${password}`,
      '',
      'It is shown only this once. Sign in and change it under Account settings.'
    )
  lines.push('', 'Forgot the password? npm run reset-password -- <email>', 'API docs: /docs    Stop: Ctrl-C')
  return framed(lines)
}
