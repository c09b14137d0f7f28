import { Anchor, Group, Text } from '@mantine/core'
import { IconMail, IconPhone } from '@tabler/icons-react'

/** A phone number a phone can call (tap) and a desktop can hand to its phone app. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <Anchor size="sm" href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="nowrap">
      <IconPhone size={12} aria-hidden /> {phone}
    </Anchor>
  )
}

/** An e-mail address that opens the mail app. */
export function EmailLink({ email }: { email: string }) {
  return (
    <Anchor size="sm" href={`mailto:${email}`} style={{ wordBreak: 'break-all' }}>
      <IconMail size={12} aria-hidden /> {email}
    </Anchor>
  )
}

/** A contact person with their phone and e-mail as links (whatever of them is known). */
export function ContactLine({
  name,
  phone,
  email,
  label,
}: {
  name: string | null
  phone: string | null
  email: string | null
  /** What the person is ("Referente"), before the name. */
  label?: string
}) {
  if (!name && !phone && !email) return null
  return (
    <Group gap="xs" wrap="wrap">
      {(label || name) && (
        <Text size="sm">{label && name ? `${label}: ${name}` : (name ?? label)}</Text>
      )}
      {phone && <PhoneLink phone={phone} />}
      {email && <EmailLink email={email} />}
    </Group>
  )
}
