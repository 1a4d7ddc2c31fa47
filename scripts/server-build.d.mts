export const SERVER_BUILD_DIR: string
export function serverBundle(dir?: string): string
export function staleReason(dir?: string): string | null
export function buildServer(dir?: string): Promise<{ inputs: string[] }>
