/** Imported FIRST by session-cookie.int.test.ts: the site is public at an https address (Payload's config reads it at import). */
process.env.PUBLIC_URL = 'https://www.midwestmotorgroup.example'
