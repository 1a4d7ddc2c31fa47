import { z } from 'zod'
import { ACTIONS, SUBJECTS } from './abilities'

export * from './authConstants'

export const abilityRuleSchema = z.object({ action: z.enum(ACTIONS), subject: z.enum(SUBJECTS) })

export const userDataSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  username: z.string(),
  avatar: z.string().nullable(),
  email: z.string(),
  role: z.string(),
  ability: z.array(abilityRuleSchema),
  extras: z.object({ eCommerceCartItemsCount: z.number().int().nonnegative() })
})
export type UserData = z.infer<typeof userDataSchema>

export const loginRequestSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').email('Enter a valid email address'),
  password: z.string().min(1, 'Password is required')
})
export type LoginRequest = z.infer<typeof loginRequestSchema>

export const registerRequestSchema = z.object({
  username: z
    .string()
    .trim()
    .min(3, 'Username must be at least 3 characters')
    .max(32, 'Username must be at most 32 characters')
    .regex(/^[a-zA-Z0-9_.-]+$/, 'Username may contain letters, digits, dots, dashes and underscores'),
  email: z.string().trim().min(1, 'Email is required').email('Enter a valid email address'),
  password: z.string().min(8, 'Password must be at least 8 characters').max(128, 'Password is too long')
})
export type RegisterRequest = z.infer<typeof registerRequestSchema>

export const refreshRequestSchema = z.object({ refreshToken: z.string().min(1) })

export type AuthResponse = { accessToken: string; refreshToken: string; userData: UserData }

/** The answer of a successful sign-in or registration (mock and server). */
export const authResponseSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  userData: userDataSchema
})

/** The answer of /jwt/refresh-token; the server may send fresh user data along. */
export const refreshResponseSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
  userData: userDataSchema.optional()
})
