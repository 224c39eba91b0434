/**
 * document.cookie helpers for the visitor layer's browser code. Every cookie the layer writes is
 * Secure and SameSite=Lax (visitor-layer.md section 9 "Cookies").
 */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`))
  return match?.slice(name.length + 1)
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  document.cookie = `${name}=${value}; Path=/; Max-Age=${maxAgeSeconds}; Secure; SameSite=Lax`
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; Path=/; Max-Age=0; Secure; SameSite=Lax`
}
