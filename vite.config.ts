import { defineConfig } from 'vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { lingui } from '@lingui/vite-plugin'
import tailwindcss from '@tailwindcss/vite'

const apiPort = process.env.API_PORT ?? '3001'

// Plugin order matters (shared/docs/TOOLCHAIN.md): the router plugin splits route files
// first, React's plugin next, then Babel turns the Lingui macros into runtime calls, Lingui
// compiles the imported .po catalogs, and Tailwind builds the CSS.
export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/web/routes',
      generatedRouteTree: './src/web/routeTree.gen.ts',
    }),
    react(),
    babel({
      // Only our own TypeScript under src/ (split route chunks carry a `?tsr-split=` query).
      include: [/[/\\]src[/\\].*\.tsx?(?:$|\?)/],
      exclude: [/[/\\]node_modules[/\\]/, /\.gen\.ts(?:$|\?)/, /^\0rolldown\/runtime\.js$/],
      plugins: [
        // Keep the English source text in the bundle: a catalog that is missing or not yet
        // extracted then still shows readable English instead of message ids.
        ['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }],
      ],
    }),
    lingui(),
    tailwindcss(),
  ],
  server: {
    proxy: {
      '/Api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/Api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
  },
})
