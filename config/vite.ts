import { defineConfig } from '@adonisjs/vite'

const viteBackendConfig = defineConfig({
  buildDirectory: 'public/build',
  manifestFile: 'public/build/.vite/manifest.json',
  assetsUrl: '/build',
})

export default viteBackendConfig
