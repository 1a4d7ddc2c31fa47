import {
  BarChart3,
  CreditCard,
  Headphones,
  HelpCircle,
  KeyRound,
  ListMusic,
  Music,
  Radio,
  Settings,
  Shield,
  Upload,
  User,
  type LucideIcon
} from 'lucide-react'
import type { FaqIcon } from '@/contracts/faq'

/** The icon of each icon name the FAQ and knowledge-base data use. */
export const FAQ_ICON: Record<FaqIcon, LucideIcon> = {
  'credit-card': CreditCard,
  music: Music,
  'list-music': ListMusic,
  user: User,
  shield: Shield,
  upload: Upload,
  'bar-chart': BarChart3,
  settings: Settings,
  'help-circle': HelpCircle,
  headphones: Headphones,
  key: KeyRound,
  radio: Radio
}
