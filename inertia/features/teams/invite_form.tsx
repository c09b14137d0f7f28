import { Button, Grid, Select, TextInput } from '@mantine/core'
import { Form } from '@adonisjs/inertia/react'
import { IconSend } from '@tabler/icons-react'
import { useT } from '~/lib/i18n'
import type { TeamRole } from '~/lib/types'

/** Invite by e-mail with a role (the roles this user may give). */
export function InviteForm({ teamId, roles }: { teamId: number; roles: TeamRole[] }) {
  const t = useT()
  return (
    <Form
      noValidate
      route="teams.invitations.store"
      routeParams={{ id: teamId }}
      errorBag="invite"
      resetOnSuccess={['email']}
      options={{ preserveScroll: true }}
    >
      {({ errors, processing }) => (
        <Grid gap="sm" align="flex-start">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              name="email"
              type="email"
              label={t('teams.invitations.email')}
              required
              maxLength={254}
              autoComplete="off"
              error={errors.email}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, xs: 7, sm: 3 }}>
            <Select
              name="role"
              label={t('teams.invitations.role')}
              defaultValue={roles.includes('member') ? 'member' : roles[0]}
              allowDeselect={false}
              data={roles.map((role) => ({ value: role, label: t(`teams.role.${role}`) }))}
              error={errors.role}
              required
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, xs: 5, sm: 3 }} pt={{ base: 0, xs: 31 }}>
            <Button
              type="submit"
              loading={processing}
              leftSection={<IconSend size={16} aria-hidden />}
              fullWidth
            >
              {t('teams.invitations.submit')}
            </Button>
          </Grid.Col>
        </Grid>
      )}
    </Form>
  )
}
