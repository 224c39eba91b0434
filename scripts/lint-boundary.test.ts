import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/**
 * The network boundary of docs/architecture.md is kept by lint (eslint.config.mjs, issue 19): these
 * snippets are linted as if they sat at the given paths, and each crossing must be reported while
 * the same import on its own side passes.
 */
const eslint = new ESLint({ cwd: process.cwd() })

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'boundary/client-imports')
    .map((m) => m.message)
}

describe('lint keeps browser and server code apart', () => {
  it.each([
    [
      'browser code importing a server module',
      'src/client/visitor/example.ts',
      "import { execute } from '@/server/db/execute'\nexport const x = execute\n",
      true,
    ],
    [
      'browser code importing a server side effect',
      'src/client/visitor/example.ts',
      "import { deliverLead } from '@/services/leads/deliver'\nexport const x = deliverLead\n",
      true,
    ],
    [
      'browser code importing Node',
      'src/client/visitor/example.ts',
      "import { createHash } from 'node:crypto'\nexport const x = createHash\n",
      true,
    ],
    [
      'browser code importing the domain',
      'src/client/visitor/example.ts',
      "import { parseCookieHeader } from '@/domain/http/cookie-header'\nexport const x = parseCookieHeader\n",
      false,
    ],
    [
      'server code importing browser code',
      'src/services/leads/example.ts',
      "import { readCookie } from '@/client/visitor/cookies'\nexport const x = readCookie\n",
      true,
    ],
    [
      'the shared server kit importing browser code',
      'src/server/http/example.ts',
      "import { readCookie } from '@/client/visitor/cookies'\nexport const x = readCookie\n",
      true,
    ],
    [
      'server code importing the domain',
      'src/services/leads/example.ts',
      "import { parseCookieHeader } from '@/domain/http/cookie-header'\nexport const x = parseCookieHeader\n",
      false,
    ],
    [
      "a 'use client' component importing a server read",
      'src/components/example.client.tsx',
      "'use client'\nimport { getStores } from '@/data/locations'\nexport const x = getStores\n",
      true,
    ],
    [
      "a 'use client' component importing browser code",
      'src/components/example.client.tsx',
      "'use client'\nimport { readCookie } from '@/client/visitor/cookies'\nexport const x = readCookie\n",
      false,
    ],
    [
      'a server component importing a server read',
      'src/components/example.tsx',
      "import { getStores } from '@/data/locations'\nexport const x = getStores\n",
      false,
    ],
  ])(
    '%s: reported %s',
    async (_label, filePath, code, reported) => {
      expect((await boundaryErrors(filePath, code)).length > 0).toBe(reported)
    },
    60_000,
  )
})
