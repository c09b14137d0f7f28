/**
 * A readable name for a browser and its system from a User-Agent header
 * ("Chrome on Windows"), for the browser sessions list. Pure function.
 */
export type DeviceDescription = { browser: string | null; platform: string | null; mobile: boolean }

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/CriOS\/|Chrome\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
]

const PLATFORMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
]

export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const ua = String(userAgent ?? '')
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? null
  const platform = PLATFORMS.find(([pattern]) => pattern.test(ua))?.[1] ?? null
  return { browser, platform, mobile: /Mobi|iPhone|Android/.test(ua) }
}
