// The forms of the modal examples. Messages are keys under pages.modalExamples.errors.
import { z } from 'zod'

const digits = (value: string) => value.replace(/[\s-]/g, '')

/** The Luhn checksum every payment card number passes. */
export function luhnValid(number: string): boolean {
  const clean = digits(number)
  if (!/^\d{13,19}$/.test(clean)) return false
  let sum = 0
  for (let i = 0; i < clean.length; i++) {
    let d = Number(clean[clean.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

/** Whether "MM/YY" names this month or a later one. */
export function expiryValid(value: string, now = new Date()): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim())
  if (!match) return false
  const month = Number(match[1])
  const year = 2000 + Number(match[2])
  if (month < 1 || month > 12) return false
  return year * 12 + month >= now.getFullYear() * 12 + now.getMonth() + 1
}

/** Groups of four digits, as the number is printed on the card. */
export const formatCardNumber = (value: string) =>
  digits(value)
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ')

export const cardSchema = z.object({
  number: z.string().refine(luhnValid, 'cardNumber'),
  name: z.string().trim().min(2, 'cardName').max(60, 'tooLong'),
  expiry: z.string().refine((v) => expiryValid(v), 'cardExpiry'),
  cvv: z.string().regex(/^\d{3,4}$/, 'cardCvv'),
  save: z.boolean()
})
export type CardValues = z.infer<typeof cardSchema>

export const emailSchema = z.string().trim().email('email')

export const editUserSchema = z.object({
  firstName: z.string().trim().min(1, 'required').max(60, 'tooLong'),
  lastName: z.string().trim().min(1, 'required').max(60, 'tooLong'),
  username: z
    .string()
    .trim()
    .regex(/^[a-zA-Z0-9_.-]{3,32}$/, 'username'),
  email: emailSchema,
  status: z.enum(['active', 'inactive', 'pending'], { message: 'required' }),
  contact: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\+?[0-9][0-9 ()-]{5,19}$/.test(v), 'phone'),
  language: z.enum(['en', 'ar', 'fr', 'es'], { message: 'required' })
})
export type EditUserValues = z.infer<typeof editUserSchema>

export const addressSchema = z.object({
  fullName: z.string().trim().min(1, 'required').max(80, 'tooLong'),
  line1: z.string().trim().min(3, 'address').max(120, 'tooLong'),
  line2: z.string().trim().max(120, 'tooLong'),
  city: z.string().trim().min(1, 'required').max(60, 'tooLong'),
  zip: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 -]{3,10}$/, 'zip'),
  country: z.string().min(1, 'required'),
  kind: z.enum(['home', 'office']),
  isDefault: z.boolean()
})
export type AddressValues = z.infer<typeof addressSchema>

export const APP_CATEGORIES = ['crm', 'ecommerce', 'streaming', 'analytics'] as const
export const APP_FRAMEWORKS = ['react', 'vue', 'angular', 'svelte'] as const
export const APP_DATABASES = ['postgres', 'sqlite', 'mysql'] as const

export const appDetailsSchema = z.object({
  name: z.string().trim().min(3, 'appName').max(40, 'tooLong'),
  category: z.enum(APP_CATEGORIES, { message: 'chooseOne' })
})
export const appFrameworkSchema = z.object({ framework: z.enum(APP_FRAMEWORKS, { message: 'chooseOne' }) })
export const appDatabaseSchema = z.object({
  database: z.enum(APP_DATABASES, { message: 'chooseOne' }),
  databaseName: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{2,29}$/, 'databaseName')
})
