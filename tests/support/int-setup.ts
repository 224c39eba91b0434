import { inject } from 'vitest'

// Payload's config reads DATABASE_URL when first imported: set it before any test imports it.
process.env.DATABASE_URL = inject('databaseUrl')
process.env.PAYLOAD_DB_PUSH = '0'
process.env.MEDIA_DIR = inject('mediaDir')
