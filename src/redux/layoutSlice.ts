import { createSlice, weakMapMemoize, type PayloadAction } from '@reduxjs/toolkit'
import {
  themeConfig,
  type ContentWidth,
  type FooterType,
  type LayoutKind,
  type NavbarColor,
  type NavbarType,
  type RouterTransition,
  type Skin
} from '@/configs/themeConfig'
import { readStoredLayoutPreferences } from './layoutPersistence'

export type LayoutState = {
  skin: Skin
  isRTL: boolean
  menuCollapsed: boolean
  menuHidden: boolean
  contentWidth: ContentWidth
  navbarType: NavbarType
  navbarColor: NavbarColor
  footerType: FooterType
  layout: LayoutKind
  routerTransition: RouterTransition
  customizerOpen: boolean
  /** A page's own layout (the showcase's page layouts), shown while that page is open; never saved. */
  pageLayout: PageLayout | null
}

export type PageLayout = Partial<Pick<LayoutState, 'menuCollapsed' | 'menuHidden' | 'contentWidth'>>

export function defaultLayoutState(): LayoutState {
  const l = themeConfig.layout
  return {
    skin: l.skin,
    isRTL: l.isRTL,
    menuCollapsed: l.menu.isCollapsed,
    menuHidden: l.menu.isHidden,
    contentWidth: l.contentWidth,
    navbarType: l.navbar.type,
    navbarColor: l.navbar.backgroundColor,
    footerType: l.footer.type,
    layout: l.type,
    routerTransition: l.routerTransition,
    customizerOpen: false,
    pageLayout: null
  }
}

export const layoutSlice = createSlice({
  name: 'layout',
  initialState: (): LayoutState => ({ ...defaultLayoutState(), ...readStoredLayoutPreferences() }),
  reducers: {
    skinChanged(state, action: PayloadAction<Skin>) {
      state.skin = action.payload
    },
    rtlChanged(state, action: PayloadAction<boolean>) {
      state.isRTL = action.payload
    },
    menuCollapsedChanged(state, action: PayloadAction<boolean>) {
      state.menuCollapsed = action.payload
    },
    menuHiddenChanged(state, action: PayloadAction<boolean>) {
      state.menuHidden = action.payload
    },
    contentWidthChanged(state, action: PayloadAction<ContentWidth>) {
      state.contentWidth = action.payload
    },
    navbarTypeChanged(state, action: PayloadAction<NavbarType>) {
      state.navbarType = action.payload
    },
    navbarColorChanged(state, action: PayloadAction<NavbarColor>) {
      state.navbarColor = action.payload
    },
    footerTypeChanged(state, action: PayloadAction<FooterType>) {
      state.footerType = action.payload
    },
    layoutChanged(state, action: PayloadAction<LayoutKind>) {
      state.layout = action.payload
    },
    routerTransitionChanged(state, action: PayloadAction<RouterTransition>) {
      state.routerTransition = action.payload
    },
    customizerToggled(state) {
      state.customizerOpen = !state.customizerOpen
    },
    pageLayoutApplied(state, action: PayloadAction<PageLayout>) {
      state.pageLayout = action.payload
    },
    pageLayoutCleared(state) {
      state.pageLayout = null
    }
  },
  selectors: {
    selectLayout: (state) => state,
    selectSkin: (state) => state.skin,
    selectIsRTL: (state) => state.isRTL,
    selectMenuCollapsed: (state) => state.menuCollapsed,
    /**
     * What the frame shows: the person's preferences, with the open page's own layout on top. Memoised on the state
     * object itself (not createSelector, whose development check rightly objects to a result that is its input).
     */
    selectEffectiveLayout: weakMapMemoize((state: LayoutState): LayoutState => {
      if (!state.pageLayout) return state
      const own = Object.entries(state.pageLayout).filter(([, value]) => value !== undefined)
      return { ...state, ...Object.fromEntries(own) } as LayoutState
    })
  }
})

export const {
  skinChanged,
  rtlChanged,
  menuCollapsedChanged,
  menuHiddenChanged,
  contentWidthChanged,
  navbarTypeChanged,
  navbarColorChanged,
  footerTypeChanged,
  layoutChanged,
  routerTransitionChanged,
  customizerToggled,
  pageLayoutApplied,
  pageLayoutCleared
} = layoutSlice.actions
export const { selectLayout, selectSkin, selectIsRTL, selectMenuCollapsed, selectEffectiveLayout } =
  layoutSlice.selectors
