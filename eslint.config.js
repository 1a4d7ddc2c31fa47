import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

const viewAreas = [
  'apps',
  'pages',
  'dashboard',
  'music',
  'misc',
  'ui-elements',
  'forms',
  'tables',
  'charts',
  'extensions'
]

export default tseslint.config(
  { ignores: ['dist', 'dist-demo', 'data', 'coverage', 'node_modules', 'public', '.e2e-artifacts'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }]
    }
  },
  {
    // One HTTP client and typed hooks only (CONVENTIONS.md "Data").
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/auth/http.ts', 'src/@fake-db/**', 'src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'axios', message: 'Use the one client in src/auth/http.ts.' },
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector'],
              message: 'Use useAppDispatch / useAppSelector from src/redux/hooks.'
            }
          ]
        }
      ]
    }
  },
  {
    // Shared code never imports a view or the router (imports flow shared -> views -> router).
    files: ['src/{@core,auth,configs,redux,contracts,layouts,navigation,utility}/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/auth/http.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'axios', message: 'Use the one client in src/auth/http.ts.' }],
          patterns: [
            {
              group: ['@/views/*', '@/router/*', '../views/*', '../router/*'],
              message: 'Shared code must not import views or the router.'
            }
          ]
        }
      ]
    }
  },
  ...viewAreas.map((area) => ({
    // A view never imports another view area.
    files: [`src/views/${area}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'axios', message: 'Use the one client in src/auth/http.ts.' },
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector'],
              message: 'Use useAppDispatch / useAppSelector from src/redux/hooks.'
            }
          ],
          patterns: [
            { group: ['@/router/*'], message: 'Views must not import the router table.' },
            {
              group: viewAreas.filter((a) => a !== area).map((a) => `@/views/${a}/*`),
              message: 'A view never imports another view area.'
            }
          ]
        }
      ]
    }
  }))
)
