import type { ReactNode } from 'react'
import { Heading } from '~/components/heading'

/** Title and one-line explanation at the top of every auth page. */
export function AuthHeader({ title, subtitle }: { title: ReactNode; subtitle?: string }) {
  return <Heading order={1} title={title} description={subtitle} />
}
