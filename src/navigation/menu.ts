// The menu of both layouts: the vertical menu shows sections and items, the horizontal one turns sections into top-level dropdowns.
// The product (music, administration) comes first; the template's demo material follows under sections that say so.
import {
  AppWindow,
  BarChart3,
  Blocks,
  CaseSensitive,
  LayoutTemplate,
  Palette,
  Shapes,
  Table2,
  Cable,
  CalendarDays,
  Gauge,
  CircleUserRound,
  Disc3,
  MicVocal,
  CheckSquare,
  FileText,
  FileBadge,
  HelpCircle,
  History,
  LibraryBig,
  ListMusic,
  Layers,
  Mail,
  MessageSquare,
  Newspaper,
  Music,
  ShieldCheck,
  ShoppingBag,
  Tag,
  Tags,
  ShoppingCart,
  UserCog,
  UserRoundCog,
  Users
} from 'lucide-react'
import { ChartPie, Puzzle, TextCursorInput } from 'lucide-react'
import type { NavSection } from './types'

export const menu: NavSection[] = [
  {
    id: 'music',
    header: 'nav.music',
    items: [
      {
        id: 'music-dashboard',
        title: 'nav.musicOverview',
        icon: Gauge,
        navLink: '/dashboard/music',
        action: 'read',
        resource: 'PlayHistory'
      },
      {
        id: 'tracks',
        title: 'nav.tracks',
        icon: Music,
        navLink: '/music/tracks',
        action: 'read',
        resource: 'Track'
      },
      {
        id: 'artists',
        title: 'nav.artists',
        icon: MicVocal,
        navLink: '/music/artists',
        action: 'read',
        resource: 'Artist'
      },
      {
        id: 'releases',
        title: 'nav.releases',
        icon: Disc3,
        navLink: '/music/releases',
        action: 'read',
        resource: 'Release'
      },
      {
        id: 'genres',
        title: 'nav.genres',
        icon: Tags,
        navLink: '/music/genres',
        action: 'read',
        resource: 'Track'
      },
      {
        id: 'playlists',
        title: 'nav.playlists',
        icon: ListMusic,
        navLink: '/music/playlists',
        action: 'read',
        resource: 'Playlist'
      },
      {
        id: 'integrations',
        title: 'nav.integrations',
        icon: Cable,
        navLink: '/music/integrations',
        action: 'read',
        resource: 'ApiKey'
      }
    ]
  },
  {
    id: 'administration',
    header: 'nav.administration',
    items: [
      {
        id: 'users',
        title: 'nav.users',
        icon: Users,
        navLink: '/music/users',
        action: 'read',
        resource: 'User'
      },
      {
        id: 'audit',
        title: 'nav.audit',
        icon: History,
        navLink: '/music/audit',
        action: 'read',
        resource: 'Audit'
      },
      {
        id: 'account-settings',
        title: 'nav.accountSettings',
        icon: UserRoundCog,
        navLink: '/pages/account-settings',
        action: 'read',
        resource: 'Auth'
      },
      {
        id: 'access-control',
        title: 'nav.accessControl',
        icon: ShieldCheck,
        navLink: '/access-control',
        action: 'read',
        resource: 'ACL'
      }
    ]
  },
  {
    id: 'dashboards',
    header: 'nav.templateDashboards',
    items: [
      {
        id: 'analytics-dashboard',
        title: 'nav.analyticsDashboard',
        icon: BarChart3,
        navLink: '/dashboard/analytics'
      },
      { id: 'ecommerce-dashboard', title: 'nav.ecommerceDashboard', icon: ShoppingBag, navLink: '/' }
    ]
  },
  {
    id: 'apps',
    header: 'nav.templateApps',
    items: [
      { id: 'email', title: 'nav.email', icon: Mail, navLink: '/apps/email' },
      { id: 'chat', title: 'nav.chat', icon: MessageSquare, navLink: '/apps/chat' },
      { id: 'todo', title: 'nav.todo', icon: CheckSquare, navLink: '/apps/todo' },
      { id: 'calendar', title: 'nav.calendar', icon: CalendarDays, navLink: '/apps/calendar' },
      {
        id: 'invoice',
        title: 'nav.invoice',
        icon: FileText,
        children: [
          { id: 'invoice-list', title: 'nav.invoiceList', navLink: '/apps/invoice/list' },
          { id: 'invoice-add', title: 'nav.invoiceAdd', navLink: '/apps/invoice/add' }
        ]
      },
      {
        id: 'ecommerce',
        title: 'nav.ecommerce',
        icon: ShoppingCart,
        children: [
          { id: 'shop', title: 'nav.shop', navLink: '/apps/ecommerce/shop' },
          { id: 'wishlist', title: 'nav.wishlist', navLink: '/apps/ecommerce/wishlist' },
          { id: 'checkout', title: 'nav.checkout', navLink: '/apps/ecommerce/checkout' }
        ]
      },
      {
        id: 'template-users',
        title: 'nav.templateUsers',
        icon: UserCog,
        children: [{ id: 'user-list', title: 'nav.userList', navLink: '/apps/user/list' }]
      },
      {
        id: 'roles-permissions',
        title: 'nav.rolesPermissions',
        icon: ShieldCheck,
        children: [
          { id: 'roles', title: 'nav.roles', navLink: '/apps/roles' },
          { id: 'permissions', title: 'nav.permissions', navLink: '/apps/permissions' }
        ]
      }
    ]
  },
  {
    id: 'pages',
    header: 'nav.templatePages',
    items: [
      { id: 'profile', title: 'nav.profile', icon: CircleUserRound, navLink: '/pages/profile' },
      { id: 'faq', title: 'nav.faq', icon: HelpCircle, navLink: '/pages/faq' },
      {
        id: 'knowledge-base',
        title: 'nav.knowledgeBase',
        icon: LibraryBig,
        navLink: '/pages/knowledge-base'
      },
      { id: 'pricing', title: 'nav.pricing', icon: Tag, navLink: '/pages/pricing' },
      {
        id: 'blog',
        title: 'nav.blog',
        icon: Newspaper,
        children: [
          { id: 'blog-list', title: 'nav.blogList', navLink: '/pages/blog/list' },
          { id: 'blog-detail', title: 'nav.blogDetail', navLink: '/pages/blog/detail/1' },
          { id: 'blog-edit', title: 'nav.blogEdit', navLink: '/pages/blog/edit/1' }
        ]
      },
      { id: 'license', title: 'nav.license', icon: FileBadge, navLink: '/pages/license' },
      { id: 'modal-examples', title: 'nav.modalExamples', icon: Layers, navLink: '/pages/modal-examples' }
    ]
  },
  {
    id: 'ui',
    header: 'nav.templateUi',
    items: [
      {
        id: 'ui-components',
        title: 'nav.uiComponents',
        icon: Blocks,
        children: [
          ['alerts', 'Alerts'],
          ['avatar', 'Avatar'],
          ['badges', 'Badges'],
          ['breadcrumbs', 'Breadcrumbs'],
          ['buttons', 'Buttons'],
          ['carousel', 'Carousel'],
          ['collapse', 'Collapse'],
          ['dropdowns', 'Dropdowns'],
          ['list-group', 'ListGroup'],
          ['modals', 'Modals'],
          ['navs', 'Navs'],
          ['pagination', 'Pagination'],
          ['popovers', 'Popovers'],
          ['tooltips', 'Tooltips'],
          ['progress', 'Progress'],
          ['spinners', 'Spinners'],
          ['timeline', 'Timeline'],
          ['toasts', 'Toasts']
        ].map(([path, key]) => ({ id: `ui-${path}`, title: `nav.ui${key}`, navLink: `/components/${path}` }))
      },
      {
        id: 'ui-cards',
        title: 'nav.uiCards',
        icon: AppWindow,
        children: [
          ['basic', 'CardsBasic'],
          ['advanced', 'CardsAdvanced'],
          ['statistics', 'CardsStatistics'],
          ['analytics', 'CardsAnalytics'],
          ['actions', 'CardsActions']
        ].map(([path, key]) => ({ id: `ui-cards-${path}`, title: `nav.ui${key}`, navLink: `/cards/${path}` }))
      },
      {
        id: 'ui-tables',
        title: 'nav.uiTables',
        icon: Table2,
        children: [
          { id: 'ui-tables-reactstrap', title: 'nav.uiTablesReactstrap', navLink: '/tables/reactstrap' },
          {
            id: 'ui-tables-datatables-basic',
            title: 'nav.uiTablesDatatablesBasic',
            navLink: '/tables/datatables/basic'
          },
          {
            id: 'ui-tables-datatables-advanced',
            title: 'nav.uiTablesDatatablesAdvanced',
            navLink: '/tables/datatables/advanced'
          }
        ]
      },
      {
        id: 'ui-forms',
        title: 'ui.forms.menu.group',
        icon: TextCursorInput,
        children: ['elements', 'input-groups', 'layouts', 'wizard', 'validation'].map((path) => ({
          id: `ui-forms-${path}`,
          title: `ui.forms.menu.${path === 'input-groups' ? 'groups' : path}`,
          navLink: `/forms/${path}`
        }))
      },
      {
        id: 'ui-charts',
        title: 'ui.charts.menu.group',
        icon: ChartPie,
        children: [{ id: 'ui-charts-apex', title: 'ui.charts.menu.apex', navLink: '/charts/apex' }]
      },
      {
        id: 'ui-extensions',
        title: 'ui.extensions.menu.group',
        icon: Puzzle,
        children: [
          ['alerts', 'alerts'],
          ['toasts', 'toasts'],
          ['sliders', 'sliders'],
          ['drag-and-drop', 'dnd'],
          ['tour', 'tour'],
          ['clipboard', 'clipboard'],
          ['context-menu', 'contextMenu'],
          ['image-slider', 'slider'],
          ['file-uploader', 'uploader'],
          ['editor', 'editor'],
          ['date-pickers', 'dates'],
          ['i18n', 'i18n'],
          ['import-export', 'csv'],
          ['ratings', 'ratings'],
          ['block-ui', 'blockUi']
        ].map(([path, key]) => ({
          id: `ui-extensions-${path}`,
          title: `ui.extensions.${key}.title`,
          navLink: `/extensions/${path}`
        }))
      },
      {
        id: 'ui-page-layouts',
        title: 'nav.uiPageLayouts',
        icon: LayoutTemplate,
        children: [
          ['collapsed-menu', 'LayoutCollapsedMenu'],
          ['boxed', 'LayoutBoxed'],
          ['full-width', 'LayoutFullWidth'],
          ['without-menu', 'LayoutWithoutMenu'],
          ['empty', 'LayoutEmpty'],
          ['blank', 'LayoutBlank']
        ].map(([path, key]) => ({
          id: `ui-layout-${path}`,
          title: `nav.ui${key}`,
          navLink: `/page-layouts/${path}`
        }))
      },
      {
        id: 'ui-icons',
        title: 'nav.uiIcons',
        icon: Shapes,
        children: [{ id: 'ui-icons-lucide', title: 'nav.uiIconsLucide', navLink: '/icons' }]
      },
      {
        id: 'ui-colors',
        title: 'nav.uiColors',
        icon: Palette,
        children: [{ id: 'ui-colors-palette', title: 'nav.uiColorsPalette', navLink: '/colors' }]
      },
      {
        id: 'ui-typography',
        title: 'nav.uiTypography',
        icon: CaseSensitive,
        children: [{ id: 'ui-typography-text', title: 'nav.uiTypographyText', navLink: '/typography' }]
      }
    ]
  }
]
