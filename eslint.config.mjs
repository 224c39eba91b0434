// Lint: TypeScript rules, Next's rules for the app, the one-way import rule of
// ../shared/ARCHITECTURE.md (src/domain stays pure: no next, payload, react, @apollo/client), and
// the network boundary of docs/architecture.md: src/client (browser-only code) never imports server
// code, server folders never import src/client, and a 'use client' module imports no server module.
import tseslint from 'typescript-eslint'
import nextPlugin from '@next/eslint-plugin-next'

/** Modules that run only on the server: Payload, Node's built-ins and the server folders. */
const SERVER_ONLY = [
  // Payload's server (its client packages, @payloadcms/ui and payload/shared, are made for the browser).
  {
    group: ['payload', '@payloadcms/db-*'],
    message: 'Browser code cannot import the Payload server (it runs on the server).',
    allowTypeImports: true,
  },
  { group: ['node:*', 'server-only'], message: 'Browser code cannot import Node built-ins or server-only modules.' },
  {
    group: [
      '@/services/*',
      '@/server/*',
      '@/data/*',
      '@/collections/*',
      '@/globals/*',
      '@/access/*',
      '@/seed/*',
      '@/graphql/*',
    ],
    message: 'Browser code cannot import server folders (docs/architecture.md).',
  },
]
const SERVER_FOLDER_PATTERNS = SERVER_ONLY.flatMap((p) => p.group)

/**
 * A 'use client' module is bundled for the browser whatever folder it sits in, so it gets the same
 * boundary as src/client. Checked on the directive, not the folder, because client components
 * live beside server components in src/components and src/app.
 */
const clientBoundary = {
  meta: {
    type: 'problem',
    messages: {
      serverImport:
        "A 'use client' module cannot import '{{source}}': it runs only on the server (docs/architecture.md).",
    },
  },
  create(context) {
    const matches = (source) =>
      SERVER_FOLDER_PATTERNS.some((pattern) =>
        pattern.endsWith('/*')
          ? source.startsWith(pattern.slice(0, -1)) || source === pattern.slice(0, -2)
          : pattern.endsWith('*')
            ? source.startsWith(pattern.slice(0, -1))
            : source === pattern,
      )
    let client = false
    return {
      Program(node) {
        const first = node.body[0]
        client = first?.type === 'ExpressionStatement' && first.directive === 'use client'
      },
      ImportDeclaration(node) {
        if (client && node.importKind !== 'type' && matches(String(node.source.value)))
          context.report({ node, messageId: 'serverImport', data: { source: String(node.source.value) } })
      },
    }
  },
}

export default tseslint.config(
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      '.data/**',
      'media/**',
      'src/payload-types.ts',
      'src/app/(payload)/admin/importMap.js',
      'src/graphql/generated/**',
      'migrations/**',
      'next-env.d.ts',
      'bench-results/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    plugins: { '@next/next': nextPlugin, boundary: { rules: { 'client-imports': clientBoundary } } },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      'boundary/client-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // Tests may build deliberately malformed data.
    files: ['**/*.test.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['next', 'next/*'], message: 'src/domain is pure: no Next.js imports.' },
            { group: ['payload', 'payload/*', '@payloadcms/*'], message: 'src/domain is pure: no Payload imports.' },
            { group: ['react', 'react-dom', 'react/*'], message: 'src/domain is pure: no React imports.' },
            { group: ['@apollo/client', '@apollo/client/*'], message: 'src/domain is pure: no Apollo imports.' },
            {
              group: [
                '@/collections/*',
                '@/data/*',
                '@/services/*',
                '@/server/*',
                '@/client/*',
                '@/app/*',
                '@/components/*',
                '@/graphql/*',
              ],
              message: 'Imports go one way: domain <- data/services/server/client/collections <- app.',
            },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Pass time in as an argument.' },
        { object: 'process', property: 'env', message: 'Pass settings in as arguments.' },
      ],
    },
  },
  {
    // Browser code (docs/architecture.md): the browser side of the network only.
    files: ['src/client/**/*.ts', 'src/client/**/*.tsx'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: SERVER_ONLY }] },
  },
  {
    // Server folders never reach into browser code.
    files: [
      'src/services/**/*.ts',
      'src/server/**/*.ts',
      'src/data/**/*.ts',
      'src/collections/**/*.ts',
      'src/globals/**/*.ts',
      'src/access/**/*.ts',
      'src/seed/**/*.ts',
      'src/graphql/**/*.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/client/*', 'client-only'],
              message: 'Server code cannot import browser code (docs/architecture.md).',
            },
          ],
        },
      ],
    },
  },
)
