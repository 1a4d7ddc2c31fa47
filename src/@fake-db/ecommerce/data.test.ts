import { describe, expect, it } from 'vitest'
import { makeProducts } from './data'

const svgOf = (image: string) => decodeURIComponent(image.replace('data:image/svg+xml;utf8,', ''))

describe("the shop's product artwork (issue 40 §9)", () => {
  it('gives each of the 27 products its own picture, the same on every load, drawn without outside images', () => {
    const products = makeProducts()
    expect(products).toHaveLength(27)
    expect(new Set(products.map((product) => product.image)).size).toBe(27)
    expect(makeProducts().map((product) => product.image)).toEqual(products.map((product) => product.image))
    for (const product of products) {
      const svg = svgOf(product.image)
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
      expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/https?:|<image|href=/)
    }
  })

  it("shows the product's initials", () => {
    const byName = new Map(makeProducts().map((product) => [product.name, svgOf(product.image)]))
    expect(byName.get('Studio Monitor Headphones')).toContain('>SM</text>')
    expect(byName.get('Direct-Drive DJ Turntable')).toContain('>DD</text>')
    expect(byName.get('Ukulele')).toContain('>U</text>')
  })
})
