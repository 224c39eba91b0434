/**
 * Debian's Chromium (never a downloaded browser) with the flags that keep it off the closed network
 * (../shared/STACK-NOTES.md), as tests/support/browser.ts launches it.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]
