/*
| JavaScript entrypoint for running ace commands (TypeScript through @poppinss/ts-exec).
*/
import '@poppinss/ts-exec'

await import('./bin/console.ts')
