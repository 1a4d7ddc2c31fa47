import type { AppAbility } from '@/configs/acl'
import type { NavItem, NavSection } from './types'

/** An item is shown when the user may open it; a group when any of its children is shown. */
export function canSeeNavItem(item: NavItem, ability: AppAbility): boolean {
  if (item.children) return item.children.some((child) => canSeeNavItem(child, ability))
  return ability.can(item.action ?? 'read', item.resource ?? 'Template')
}

/** The menu as this user sees it: hidden items, empty groups and empty sections left out. */
export function visibleMenu(menu: NavSection[], ability: AppAbility): NavSection[] {
  const prune = (items: NavItem[]): NavItem[] =>
    items
      .filter((item) => canSeeNavItem(item, ability))
      .map((item) => (item.children ? { ...item, children: prune(item.children) } : item))
  return menu
    .map((section) => ({ ...section, items: prune(section.items) }))
    .filter((section) => section.items.length > 0)
}

/** Whether the item (or, for a group, one of its children) is the page at this path. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (item.children) return item.children.some((child) => isNavItemActive(child, pathname))
  if (!item.navLink) return false
  return pathname === item.navLink || pathname.startsWith(`${item.navLink}/`)
}
