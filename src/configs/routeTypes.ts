import type { ComponentType, LazyExoticComponent } from 'react'
import type { Action, Subject } from '@/contracts/abilities'

export type RouteMeta = {
  /** 'main': the vertical or horizontal layout (the user's choice); 'blank': no menu or navbar. */
  layout: 'main' | 'blank'
  /** Reachable without signing in. */
  publicRoute?: boolean
  /** Public route that a signed-in user is sent away from (the login page). */
  restricted?: boolean
  action?: Action
  resource?: Subject
  /** A template demo area answered by the fake database: in server mode the screen says so (DemoNotice). */
  demo?: boolean
}

export type AppRoute = {
  path: string
  component: LazyExoticComponent<ComponentType>
  meta: RouteMeta
  /** A concrete URL for routes with parameters, visited by the end-to-end route crawl. */
  crawlPath?: string
  /** Skip this route in the crawl (say why next to it). */
  crawlSkip?: boolean
}
