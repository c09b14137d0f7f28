/*
| ESLint: the AdonisJS app preset (with Prettier) plus the layer rules of
| docs/architecture.md, so a wrong import fails `npm run lint` (run by CI):
|
| - a capability never imports another capability's controllers, validators,
|   listeners, mails, jobs, routes or support code (its public face is its
|   models, domain, queries, actions, policies, transformers and events);
| - domain modules and app/shared are pure: no database, no HTTP;
| - actions and queries never see the HTTP context;
| - controllers stay thin: no method over 15 lines.
*/
import { readdirSync } from 'node:fs'
import { configApp } from '@adonisjs/eslint-config'
import { react } from '@adonisjs/eslint-config/react'

const capabilities = readdirSync(new URL('./app', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !['core', 'shared'].includes(entry.name))
  .map((entry) => entry.name)

const PRIVATE_PARTS = ['controllers', 'validators', 'listeners', 'mails', 'jobs', 'support']

/* A leading '#' would be a comment in gitignore-style groups: the patterns are regexes. */
function foreignPrivateImports(own) {
  const others = capabilities.filter((other) => other !== own).join('|')
  return `^#(${others})/(${PRIVATE_PARTS.join('|')}|listeners$|routes$)`
}

const boundaries = capabilities.map((own) => ({
  name: `Boundaries of app/${own}`,
  files: [`app/${own}/**/*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: foreignPrivateImports(own),
            message:
              "Another capability's controllers, validators, listeners, mails, jobs and support code are private: import its actions, queries, domain, models, policies or transformers, or move shared plumbing to app/core.",
          },
        ],
      },
    ],
  },
}))

const HTTP = '^@adonisjs/core/(http|services/router)$'
const DATABASE = '^(@adonisjs/lucid/|#[a-z_]+/(models|queries|actions)/)'

export default configApp(
  ...react,
  {
    name: 'Project ignores',
    ignores: ['public/**', 'tmp/**', 'storage/**', 'docs/**', 'bench/**', 'database/schema.ts'],
  },
  ...boundaries,
  {
    name: 'Pure domain and shared code',
    files: ['app/*/domain/**/*.ts', 'app/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `${HTTP}|${DATABASE}`,
              allowTypeImports: true,
              message: 'Domain code is pure: no database, no HTTP (docs/architecture.md).',
            },
          ],
        },
      ],
    },
  },
  {
    name: 'Actions and queries never see HTTP',
    files: ['app/*/actions/**/*.ts', 'app/*/queries/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `${HTTP}|^#[a-z_]+/(controllers|validators)/`,
              allowTypeImports: true,
              message:
                'Actions and queries take plain input: no HttpContext, no validators (their inferred input types may be imported).',
            },
          ],
        },
      ],
    },
  },
  {
    name: 'Tests read awaited responses inline',
    files: ['tests/**/*.ts'],
    rules: { '@unicorn/no-await-expression-member': 'off' },
  },
  {
    name: 'Thin controllers',
    files: ['app/*/controllers/**/*.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 15, skipBlankLines: true, skipComments: true }],
    },
  }
)
