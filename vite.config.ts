import { defineConfig } from 'vite'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import adonisjs from '@adonisjs/vite/client'

export default defineConfig({
  plugins: [
    react(),
    adonisjs({
      entryPoints: ['inertia/app.tsx'],
      reload: ['resources/views/**/*.edge'],
      buildDirectory: 'public/build',
      assetsUrl: '/build',
    }),
  ],
  resolve: {
    alias: {
      '~/': fileURLToPath(new URL('./inertia/', import.meta.url)),
      '@shared/': fileURLToPath(new URL('./app/shared/', import.meta.url)),
      '@generated/': fileURLToPath(new URL('./.adonisjs/client/', import.meta.url)),
    },
  },
  build: {
    chunkSizeWarningLimit: 700,
  },
  server: {
    /* Tests run several servers at once: no HMR socket there. */
    hmr: process.env.NODE_ENV === 'test' ? false : undefined,
    watch: { ignored: ['**/storage/**', '**/tmp/**'] },
  },
})
