/*
 * What a first visit downloads: the HTML of /login (a guest) and of /dealer
 * (signed in, no X-Inertia), and the JS and CSS that HTML makes the browser
 * fetch before the page runs (<script src>, <link rel="modulepreload">,
 * <link rel="stylesheet">). Sizes are of the raw bytes and of their gzip
 * (zlib level 6, what servers use by default), computed here so they do not
 * depend on what the server compresses; `wire` is what the server actually
 * sent to a browser asking for `br, gzip`; `props` are the page object's
 * props by JSON size. `notImmutable` lists the assets a
 * reload would revalidate (Cache-Control without `immutable`).
 */
import { request } from 'node:http'
import { gzipSync } from 'node:zlib'
import { fetchRaw, pageObject } from './http.mjs'

const gzip = (buffer) => gzipSync(buffer, { level: 6 }).length

/** Bytes on the wire (compressed or not) for a browser that accepts br and gzip. */
function wire(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'br, gzip', ...headers } }, (res) => {
      let bytes = 0
      res.on('data', (chunk) => (bytes += chunk.length))
      res.on('end', () =>
        resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'identity' })
      )
    })
    req.on('error', reject)
    req.end()
  })
}

/** The JS and CSS a page's HTML references, in order, without duplicates. */
export function assetUrls(html) {
  const urls = []
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const rel = tag.match(/\brel=["']?([^"'\s>]+)/)?.[1]
    const src = tag.startsWith('<script')
      ? tag.match(/\bsrc=["']([^"']+)["']/)?.[1]
      : ['modulepreload', 'stylesheet'].includes(rel ?? '')
        ? tag.match(/\bhref=["']([^"']+)["']/)?.[1]
        : undefined
    if (src && !urls.includes(src)) urls.push(src)
  }
  return urls
}

async function page(base, path, headers) {
  const html = await fetchRaw(base + path, headers)
  const assets = []
  for (const url of assetUrls(html.body.toString('utf8'))) {
    const asset = await fetchRaw(new URL(url, base).href)
    assets.push({
      url,
      status: asset.status,
      bytes: asset.body.length,
      gzip: gzip(asset.body),
      cacheControl: asset.headers.get('cache-control'),
    })
  }
  const sum = (key) => assets.reduce((total, asset) => total + asset[key], 0)
  /* The page object's props by size (JSON bytes), largest first. */
  const props = Object.entries(pageObject(html.body.toString('utf8')).props ?? {})
    .map(([name, value]) => ({ name, bytes: Buffer.byteLength(JSON.stringify(value) ?? '') }))
    .sort((a, b) => b.bytes - a.bytes)
  return {
    path,
    status: html.status,
    html: {
      bytes: html.body.length,
      gzip: gzip(html.body),
      wire: await wire(base + path, headers),
      props,
    },
    assets: {
      count: assets.length,
      bytes: sum('bytes'),
      gzip: sum('gzip'),
      notImmutable: assets
        .filter((asset) => !/immutable/.test(asset.cacheControl ?? ''))
        .map((asset) => `${asset.url} (${asset.cacheControl ?? 'no Cache-Control'})`),
      failed: assets.filter((asset) => asset.status !== 200).map((asset) => asset.url),
      files: assets,
    },
  }
}

export async function firstVisitSizes(base, dealer) {
  return {
    '/login': await page(base, '/login', {}),
    '/dealer': await page(base, '/dealer', { cookie: dealer.cookie }),
  }
}
