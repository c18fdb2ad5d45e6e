import fs from 'node:fs'
import path from 'node:path'
import { defineConfig, type Plugin } from 'vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { lingui } from '@lingui/vite-plugin'
import tailwindcss from '@tailwindcss/vite'
import { compress } from './src/kernel/server/lib/compress.ts'
import { catalogParts } from './scripts/catalog-parts.ts'
import { LOCALES } from './src/kernel/shared/locales.ts'

const apiPort = process.env.API_PORT ?? '3001'

/**
 * Brotli and gzip files beside each text file of the build, compressed once at their best: the
 * server sends them as the browser accepts (src/kernel/server/static.ts) instead of compressing per request.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const file of Object.values(bundle)) {
        if (!/\.(?:js|css|html|svg|json)$/.test(file.fileName)) continue
        const source = file.type === 'chunk' ? file.code : file.source
        if (source.length < 1024) continue
        const target = path.join(options.dir!, file.fileName)
        fs.writeFileSync(`${target}.br`, compress(source, 'br', 'static'))
        fs.writeFileSync(`${target}.gz`, compress(source, 'gzip', 'static'))
      }
    },
  }
}

/** The product's name in every interface language, read from the catalogs (src/kernel/web/lib/i18n.ts `APP_NAME`). */
function appNames(): Record<string, string> {
  const source = 'One-stop cross-border comprehensive service platform'
  const names: Record<string, string> = {}
  for (const locale of LOCALES) {
    const po = fs.readFileSync(`src/shared/locales/${locale}/messages.po`, 'utf8')
    const m = new RegExp(`msgid "${source}"\\nmsgstr "((?:[^"\\\\]|\\\\.)*)"`).exec(po)
    names[locale] = m?.[1] ? JSON.parse(`"${m[1]}"`) : source
  }
  return names
}

/**
 * index.html's first paint: the login card's mark and the product's name in the visitor's language
 * (as src/kernel/web/lib/i18n.ts `initialLocale` chooses it), drawn by the HTML itself while the
 * application's code loads, and replaced when React renders. A phone on a slow network sees the
 * product at once instead of a blank page.
 */
function bootNames(): Plugin {
  return {
    name: 'boot-names',
    transformIndexHtml: {
      order: 'post',
      // The stylesheet no longer holds up that paint: it loads beside the code, and the first
      // render waits for it (src/web/main.tsx `stylesReady`).
      handler: (html) =>
        html
          .replace('/*APP_NAMES*/{}', JSON.stringify(appNames()))
          .replace(
            /<link rel="stylesheet" crossorigin href="(\/assets\/index-[^"]+\.css)">/,
            '<link rel="stylesheet" crossorigin href="$1" media="print" id="app-css">',
          )
          // Nor does the code: still fetched at once, but after the page itself (a phone's browser
          // otherwise waits for the first of them before it paints anything).
          .replace(/<script type="module" crossorigin /, '<script type="module" crossorigin fetchpriority="low" ')
          .replaceAll('<link rel="modulepreload" crossorigin ', '<link rel="modulepreload" crossorigin fetchpriority="low" '),
    },
  }
}

// Plugin order matters (docs/TOOLCHAIN.md): the router plugin splits route files
// first, React's plugin next, then Babel turns the Lingui macros into runtime calls, Lingui
// compiles the imported .po catalogs, and Tailwind builds the CSS.
export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A screen's loader travels with its component: both may name the screen's resource
      // definition, which then stays out of the route tree the shell loads first.
      codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] },
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
        ['@lingui/babel-plugin-lingui-macro', { stripMessageField: true }],
      ],
    }),
    lingui(),
    catalogParts(),
    tailwindcss(),
    bootNames(),
    precompress(),
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
    // The web root holds the client only: the server's bundle and its source map live in dist/server.
    outDir: 'dist/client',
    sourcemap: false,
  },
})
