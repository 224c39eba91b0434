// Lint: TypeScript rules, Next's rules for the app, and the one-way import rule of
// ../shared/ARCHITECTURE.md: src/domain stays pure (no next, payload, react, @apollo/client).
import tseslint from 'typescript-eslint'
import nextPlugin from '@next/eslint-plugin-next'

export default tseslint.config(
  { ignores: ['.next/**', 'node_modules/**', '.data/**', 'media/**', 'src/payload-types.ts', 'src/app/(payload)/admin/importMap.js', 'migrations/**', 'next-env.d.ts', 'bench-results/**'] },
  ...tseslint.configs.recommended,
  {
    plugins: { '@next/next': nextPlugin },
    rules: {
      ...nextPlugin.configs.recommended.rules,
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
            { group: ['@/collections/*', '@/data/*', '@/services/*', '@/app/*', '@/components/*', '@/graphql/*'], message: 'Imports go one way: domain <- data/services/collections <- app.' },
          ],
        },
      ],
      'no-restricted-properties': ['error', { object: 'Date', property: 'now', message: 'Pass time in as an argument.' }, { object: 'process', property: 'env', message: 'Pass settings in as arguments.' }],
    },
  },
)
