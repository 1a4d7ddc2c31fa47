// A sentence that names catalogue codes (an ISRC or its pattern, a UPC/EAN): each code is kept whole and left to
// right, so a narrow Arabic line neither breaks it at a hyphen nor sets its parts in another order.
const CODE = /(\b[A-Z]{2}-?[A-Z0-9]{3}-?\d{2}-?\d{5}\b|\bCC-XXX-YY-NNNNN\b|\b\d{12,13}\b)/

export function CodeText({ text }: { text: string }) {
  // split() with a capturing group puts the codes at the odd places.
  const parts = text.split(CODE)
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <bdi key={i} dir="ltr" className="text-nowrap">
            {part}
          </bdi>
        ) : (
          part
        )
      )}
    </>
  )
}
