import { lazy } from 'react'
import type { AppRoute } from '@/configs/routeTypes'

const meta = { layout: 'main', action: 'read', resource: 'Template', demo: true } as const

export const ecommerceRoutes: AppRoute[] = [
  { path: '/apps/ecommerce/shop', component: lazy(() => import('./Shop')), meta },
  {
    path: '/apps/ecommerce/product-detail/:slug',
    component: lazy(() => import('./ProductDetail')),
    meta,
    crawlPath: '/apps/ecommerce/product-detail/studio-monitor-headphones-1'
  },
  { path: '/apps/ecommerce/wishlist', component: lazy(() => import('./Wishlist')), meta },
  { path: '/apps/ecommerce/checkout', component: lazy(() => import('./Checkout')), meta }
]
