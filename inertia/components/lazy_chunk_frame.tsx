import { Component, type ReactNode } from 'react'
import { Alert, Box, Center, Group, Loader, Skeleton, Text } from '@mantine/core'

/**
 * The frame of a heavy chunk reached through `React.lazy` (docs/architecture.md,
 * "heavy client code": the maps and the charts): what shows while the chunk
 * loads, and what shows when it cannot load (offline, a new version deployed)
 * instead of breaking the page. Knows nothing of Leaflet or of the charts.
 *
 *   <ChunkFailure message={t('x.map.failed')}>
 *     <Suspense fallback={<ChunkLoading label={t('x.map.loading')} height={260} />}>…
 */
export function ChunkLoading({
  label,
  height = 'min(70vh, 600px)',
  minHeight = 340,
}: {
  label?: string
  height?: number | string
  minHeight?: number
}) {
  return (
    <Box pos="relative" aria-busy="true">
      <Skeleton h={height} mih={minHeight} radius="md" />
      <Center pos="absolute" inset={0}>
        <Group gap="xs">
          <Loader size="sm" />
          {label && (
            <Text size="sm" c="dimmed">
              {label}
            </Text>
          )}
        </Group>
      </Center>
    </Box>
  )
}

export class ChunkFailure extends Component<
  { message: string; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  render() {
    if (!this.state.failed) return this.props.children
    return <Alert color="red">{this.props.message}</Alert>
  }
}
