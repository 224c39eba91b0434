import type { Access } from 'payload'

/** Public reads: content that every shopper sees. */
export const anyone: Access = () => true
