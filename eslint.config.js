import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'
import { fileURLToPath } from 'node:url'
import { importZonesPlugin } from './eslint/importZones.js'

const importZones = importZonesPlugin(
  fileURLToPath(new URL('./src', import.meta.url)),
  fileURLToPath(new URL('./server', import.meta.url))
)
const nodeOnlyGlobals = ['Buffer', 'process', '__dirname', '__filename', 'require'].map((name) => ({
  name,
  message: 'Services and repositories run in the browser too: pass what is Node-only in as a port.'
}))

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-demo',
      'data',
      'coverage',
      'node_modules',
      'public',
      '.e2e-artifacts',
      '.server-build',
      '.stryker-tmp',
      'reports'
    ]
  },
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
    ignores: [
      'src/auth/http.ts',
      'src/redux/hooks.ts',
      'src/@fake-db/**',
      'src/**/*.test.{ts,tsx}',
      'src/test/**'
    ],
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
            },
            {
              name: 'reactstrap',
              importNames: ['Popover', 'UncontrolledPopover', 'Tooltip', 'UncontrolledTooltip'],
              message:
                "Use src/@core/components/overlay: reactstrap's own print prop-type and defaultProps warnings (issue 40 §8)."
            }
          ]
        }
      ]
    }
  },
  {
    // Imports flow shared -> views -> router, and a view never imports another view (eslint/importZones.js).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { vibeline: importZones },
    rules: { 'vibeline/import-zones': 'error' }
  },
  {
    // routes -> services -> repositories, and only server/app.ts imports routes (eslint/importZones.js).
    files: ['server/**/*.ts'],
    plugins: { vibeline: importZones },
    rules: { 'vibeline/server-import-zones': 'error' }
  },
  {
    files: ['server/**/{service,repository,*Service,*Repository}.ts'],
    rules: { 'no-restricted-globals': ['error', ...nodeOnlyGlobals] }
  }
)
