import { Button } from '@mantine/core'
import { Link } from '@adonisjs/inertia/react'
import type { ComponentProps } from 'react'

/** The next step under an empty list: a button to the page where it starts. */
export function EmptyAction({
  route,
  label,
}: {
  route: ComponentProps<typeof Link>['route']
  label: string
}) {
  return (
    <Button component={Link} route={route} variant="light" mt="xs">
      {label}
    </Button>
  )
}
