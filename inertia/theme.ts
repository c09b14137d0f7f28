import { createTheme } from '@mantine/core'

/** The one design system: Mantine with our colours, radius and type. */
export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 7,
  colors: {
    brand: [
      '#e8f1fb',
      '#cfe0f3',
      '#a0bfe6',
      '#6d9bd9',
      '#457dce',
      '#2c6ac8',
      '#1f5fb5',
      '#1c4f8a',
      '#16436f',
      '#0d3557',
    ],
  },
  fontFamily: 'var(--app-font)',
  headings: { fontFamily: 'var(--app-font)' },
  defaultRadius: 'md',
  cursorType: 'pointer',
})
