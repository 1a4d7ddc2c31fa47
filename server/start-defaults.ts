export const DEFAULT_ADMIN_EMAIL = 'admin@vibeline.local'
