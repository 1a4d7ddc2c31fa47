import { LayoutDemo } from './LayoutDemo'

/** The frame with nothing in it but the page's title: a starting point for a new screen. */
export default function EmptyPage() {
  return <LayoutDemo name="empty" code="" />
}
