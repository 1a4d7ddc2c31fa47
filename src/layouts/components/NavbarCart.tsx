// The navbar's cart: an icon with the count from userData.extras.eCommerceCartItemsCount (spec §3) and, when
// opened, the cart's items. Layouts never import views, so it reads the cart through the HTTP client itself.
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { ShoppingCart } from 'lucide-react'
import { http } from '@/auth/http'
import { storeSession } from '@/auth/tokenStorage'
import { useAbility } from '@/configs/AbilityContext'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import { userDataUpdated } from '@/redux/authSlice'
import { formatDollars } from '@/lib/numberFormat'

type CartLine = { id: number; name: string; slug: string; image: string; price: number; qty: number }

const CART_PATH = '/apps/ecommerce/cart'

export function NavbarCart() {
  const { t, i18n } = useTranslation()
  const dispatch = useAppDispatch()
  const auth = useAppSelector((state) => state.auth)
  const [open, setOpen] = useState(false)
  const [items, setItems] = useState<CartLine[] | null>(null)
  const [failed, setFailed] = useState(false)
  const box = useRef<HTMLDivElement>(null)
  const user = auth.userData
  // The cart only means something to those who may shop: a read-only role (or one without the demo shop) has none.
  const shops = useAbility().can('update', 'Template')

  // A disclosure, not an ARIA menu: the panel holds links and text. It closes on Escape and on a click outside.
  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false)
    const onClick = (e: MouseEvent) => {
      if (box.current && !box.current.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('mousedown', onClick)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('mousedown', onClick)
    }
  }, [open])

  if (!user || !shops) return null
  const count = user.extras.eCommerceCartItemsCount

  async function load() {
    setFailed(false)
    try {
      const { data } = await http.get<{ products: CartLine[] }>(CART_PATH)
      setItems(data.products)
      // The cart is the truth; the stored count follows it.
      if (user && data.products.length !== count) {
        const next = { ...user, extras: { ...user.extras, eCommerceCartItemsCount: data.products.length } }
        dispatch(userDataUpdated(next))
        if (auth.accessToken && auth.refreshToken)
          storeSession({ userData: next, accessToken: auth.accessToken, refreshToken: auth.refreshToken })
      }
    } catch {
      setFailed(true)
    }
  }

  return (
    <div className="navbar-cart position-relative" ref={box}>
      <button
        type="button"
        className="btn btn-icon position-relative"
        aria-label={t('navCart.label', { count })}
        aria-expanded={open}
        aria-controls="navbar-cart-panel"
        onClick={() => {
          if (!open) void load()
          setOpen(!open)
        }}
      >
        <ShoppingCart size={20} aria-hidden="true" />
        {count > 0 && (
          <span
            className="position-absolute top-0 start-100 translate-middle badge rounded-pill bg-primary"
            aria-hidden="true"
            data-testid="navbar-cart-count"
          >
            {count}
          </span>
        )}
      </button>
      {open && (
        <div
          id="navbar-cart-panel"
          role="region"
          aria-label={t('navCart.title')}
          className="dropdown-menu show p-0 mt-1"
          style={{ minWidth: '18rem', top: '100%', insetInlineEnd: 0, insetInlineStart: 'auto' }}
        >
          <div className="px-3 py-2 border-bottom fw-semibold">{t('navCart.title')}</div>
          {failed ? (
            <p className="px-3 py-2 mb-0 text-danger-emphasis">{t('navCart.error')}</p>
          ) : items === null ? (
            <p className="px-3 py-2 mb-0 text-body-secondary">{t('navCart.loading')}</p>
          ) : items.length === 0 ? (
            <p className="px-3 py-2 mb-0 text-body-secondary">{t('navCart.empty')}</p>
          ) : (
            <ul className="list-unstyled mb-0" style={{ maxHeight: '20rem', overflowY: 'auto' }}>
              {items.map((item) => (
                <li key={item.id} className="d-flex align-items-center gap-2 px-3 py-2 border-bottom">
                  <img src={item.image} alt="" width={40} height={40} />
                  <Link
                    to={`/apps/ecommerce/product-detail/${item.slug}`}
                    className="flex-grow-1 text-body text-decoration-none small"
                    onClick={() => setOpen(false)}
                  >
                    {item.name}
                    <span className="d-block text-body-secondary">{t('navCart.qty', { qty: item.qty })}</span>
                  </Link>
                  <span className="small fw-semibold">
                    {formatDollars(item.price * item.qty, i18n.language)}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <div className="p-2">
            <Link
              to="/apps/ecommerce/checkout"
              className="btn btn-primary btn-sm w-100"
              onClick={() => setOpen(false)}
            >
              {t('navCart.checkout')}
            </Link>
          </div>
        </div>
      )}
    </div>
  )
}
