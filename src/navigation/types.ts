import type { LucideIcon } from 'lucide-react'
import type { Action, Subject } from '@/contracts/abilities'

export type NavItem = {
  id: string
  /** Translation key of the label. */
  title: string
  icon?: LucideIcon
  navLink?: string
  /** Hidden unless the user can do this (defaults to read Template for the demo apps). */
  action?: Action
  resource?: Subject
  children?: NavItem[]
}

export type NavSection = { id: string; header: string; items: NavItem[] }
