// Layout defaults of spec §2. The layout slice starts from these values.
export const SKINS = ['light', 'dark', 'bordered', 'semi-dark'] as const
export const NAVBAR_TYPES = ['floating', 'sticky', 'static', 'hidden'] as const
export const FOOTER_TYPES = ['static', 'sticky', 'hidden'] as const
export const CONTENT_WIDTHS = ['boxed', 'full'] as const
export const LAYOUTS = ['vertical', 'horizontal'] as const
export const ROUTER_TRANSITIONS = ['fadeIn', 'fadeInLeft', 'zoomIn', 'none'] as const
export const NAVBAR_COLORS = [
  'white',
  'primary',
  'secondary',
  'success',
  'danger',
  'info',
  'warning',
  'dark'
] as const

export type Skin = (typeof SKINS)[number]
export type NavbarType = (typeof NAVBAR_TYPES)[number]
export type FooterType = (typeof FOOTER_TYPES)[number]
export type ContentWidth = (typeof CONTENT_WIDTHS)[number]
export type LayoutKind = (typeof LAYOUTS)[number]
export type RouterTransition = (typeof ROUTER_TRANSITIONS)[number]
export type NavbarColor = (typeof NAVBAR_COLORS)[number]

export const themeConfig = {
  app: {
    appName: 'Vibeline',
    appTitle: 'Vibeline Admin'
  },
  layout: {
    isRTL: false,
    skin: 'light' as Skin,
    routerTransition: 'fadeIn' as RouterTransition,
    type: 'vertical' as LayoutKind,
    contentWidth: 'boxed' as ContentWidth,
    menu: { isHidden: false, isCollapsed: false },
    navbar: { type: 'floating' as NavbarType, backgroundColor: 'white' as NavbarColor },
    footer: { type: 'static' as FooterType },
    customizer: false,
    scrollTop: true
  }
}
