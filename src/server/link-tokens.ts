import { createHash, randomBytes } from 'node:crypto'
import { TOKEN_BYTES } from '@/domain/price-alerts/tokens'

/**
 * The random tokens of the confirmation and unsubscribe links (issue 21; decision 0270): drawn when
 * the e-mail is written, put only into that e-mail, and stored as a SHA-256 hash. Someone who reads
 * the database (or a backup) cannot confirm or stop anyone's alerts; 256 random bits cannot be guessed.
 */
export function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url')
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex')
}
