import { createHash, createHmac, randomBytes } from 'node:crypto'
import { TOKEN_BYTES } from '@/domain/alerts/tokens'

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

/**
 * A link token that one request's e-mail keeps however often it is written: the HMAC, under the
 * server secret, of a random seed drawn with the request and kept in its job. A retried or doubled
 * job (a slow mail server, the abandoned-job sweep, two instances) mails the same link again
 * instead of voiding the one already in the shopper's inbox; a new request draws a new seed, so its
 * link still replaces the older one. Reading the database (seed and hash) gives no token without the
 * secret.
 */
export function seededToken(secret: string, purpose: string, seed: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${seed}`).digest('base64url')
}

/** A fresh seed for `seededToken`, drawn when the request is accepted. */
export function newSeed(): string {
  return randomBytes(16).toString('base64url')
}
