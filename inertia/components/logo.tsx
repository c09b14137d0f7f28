import { Group, Text } from '@mantine/core'
import { IconTruckDelivery } from '@tabler/icons-react'

export function Logo({ name }: { name: string }) {
  return (
    <Group gap={8} wrap="nowrap">
      <IconTruckDelivery size={26} color="var(--mantine-color-brand-7)" aria-hidden />
      <Text fw={700} size="lg" c="brand.8">
        {name}
      </Text>
    </Group>
  )
}
