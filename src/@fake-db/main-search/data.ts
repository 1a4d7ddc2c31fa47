// The pages, files and contacts of the navbar search (spec §3), and which pages are bookmarked (spec §2 defaults:
// Email, Chat, Todo, Calendar).
import type { SearchContact, SearchFile, SearchPage } from '@/contracts/mainSearch'
import { portrait } from '../art'

const page = (id: string, title: string, icon: string, link: string): SearchPage => ({
  id,
  target: id,
  isBookmarked: false,
  title,
  icon,
  link
})

const PAGES: SearchPage[] = [
  page('musicDashboard', 'Music dashboard', 'gauge', '/dashboard/music'),
  page('analyticsDashboard', 'Analytics dashboard', 'bar-chart', '/dashboard/analytics'),
  page('ecommerceDashboard', 'eCommerce dashboard', 'shopping-bag', '/'),
  page('tracks', 'Tracks', 'music', '/music/tracks'),
  page('playlists', 'Playlists', 'list-music', '/music/playlists'),
  page('integrations', 'Integrations', 'key', '/music/integrations'),
  page('musicUsers', 'Listeners and staff', 'users', '/music/users'),
  page('email', 'Email', 'mail', '/apps/email'),
  page('chat', 'Chat', 'message-square', '/apps/chat'),
  page('todo', 'Todo', 'check-square', '/apps/todo'),
  page('calendar', 'Calendar', 'calendar', '/apps/calendar'),
  page('invoiceList', 'Invoice list', 'file-text', '/apps/invoice/list'),
  page('invoiceAdd', 'Invoice add', 'file-text', '/apps/invoice/add'),
  page('shop', 'eCommerce shop', 'shopping-cart', '/apps/ecommerce/shop'),
  page('wishlist', 'eCommerce wishlist', 'heart', '/apps/ecommerce/wishlist'),
  page('checkout', 'eCommerce checkout', 'shopping-cart', '/apps/ecommerce/checkout'),
  page('userList', 'User list', 'user', '/apps/user/list'),
  page('userView', 'User view', 'user', '/apps/user/view'),
  page('roles', 'Roles', 'shield', '/apps/roles'),
  page('permissions', 'Permissions', 'shield', '/apps/permissions'),
  page('accountSettings', 'Account settings', 'settings', '/pages/account-settings'),
  page('profile', 'Profile', 'user', '/pages/profile'),
  page('faq', 'FAQ', 'help-circle', '/pages/faq'),
  page('knowledgeBase', 'Knowledge base', 'book', '/pages/knowledge-base'),
  page('pricing', 'Pricing', 'tag', '/pages/pricing'),
  page('blogList', 'Blog list', 'newspaper', '/pages/blog/list'),
  page('license', 'License', 'file-badge', '/pages/license'),
  page('modalExamples', 'Modal examples', 'layers', '/pages/modal-examples'),
  page('comingSoon', 'Coming soon', 'clock', '/misc/coming-soon'),
  page('notAuthorized', 'Not authorized', 'lock', '/misc/not-authorized'),
  page('maintenance', 'Maintenance', 'settings', '/misc/maintenance'),
  page('error', 'Error', 'alert-triangle', '/misc/error'),
  page('accessControl', 'Access control', 'shield', '/access-control'),
  page('datatablesBasic', 'Basic data table', 'table', '/tables/datatables/basic'),
  page('datatablesAdvanced', 'Advanced data table', 'table', '/tables/datatables/advanced')
]

const FILES: SearchFile[] = [
  { title: 'Release schedule Q3.pdf', by: 'Nora Lindqvist', size: '2.4 MB', file: 'pdf' },
  { title: 'Royalty report June.xls', by: 'Omar Haddad', size: '512 KB', file: 'xls' },
  { title: 'Cover art guidelines.doc', by: 'Lina Berg', size: '1.1 MB', file: 'doc' },
  { title: 'Playlist pitch deck.pdf', by: 'Kai Moreau', size: '6.8 MB', file: 'pdf' },
  { title: 'Artist contracts 2026.zip', by: 'Theo Santos', size: '18 MB', file: 'zip' },
  { title: 'Listener survey results.xls', by: 'Nora Lindqvist', size: '740 KB', file: 'xls' },
  { title: 'Brand voice guide.doc', by: 'Iris Haddad', size: '320 KB', file: 'doc' },
  { title: 'Mastering checklist.pdf', by: 'Mensah Romero', size: '96 KB', file: 'pdf' }
]

const CONTACTS: SearchContact[] = [
  ['Rena Brant', 'nephrod@preany.co.uk', '21/05/2019'],
  ['Mariano Packard', 'seek@sparaxis.org', '14/01/2018'],
  ['Risa Montufar', 'vagary@unblist.org', '10/08/2019'],
  ['Maragaret Cimo', 'designed@insanely.net', '01/12/2019'],
  ['Jona Prattis', 'unwieldable@unblist.org', '21/05/2019'],
  ['Edmund Hartley', 'radiant@sonicwave.io', '03/03/2020'],
  ['Selma Okafor', 'selma@northbeat.net', '17/09/2020'],
  ['Lucas Ferreira', 'lucas@tidewater.org', '28/02/2021']
].map(([title, email, date], i) => ({ title, email, date, img: portrait(200 + i) }))

const DEFAULT_BOOKMARKS = ['email', 'chat', 'todo', 'calendar']

function fresh() {
  return {
    pages: PAGES.map((p) => ({ ...p, isBookmarked: DEFAULT_BOOKMARKS.includes(p.id) })),
    files: FILES,
    contacts: CONTACTS
  }
}

export let searchDb = fresh()

export function resetSearchDb(): void {
  searchDb = fresh()
}
