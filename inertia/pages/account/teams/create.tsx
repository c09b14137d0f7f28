import { Alert, Button, Paper, Radio, Stack, TextInput } from '@mantine/core'
import { Head } from '@inertiajs/react'
import { Form } from '@adonisjs/inertia/react'
import { IconInfoCircle } from '@tabler/icons-react'
import { PageHeader } from '~/components/page_header'
import { useT } from '~/lib/i18n'
import type { TeamKind } from '~/lib/types'

export default function CreateTeam({ kinds, hasTeam }: { kinds: TeamKind[]; hasTeam: boolean }) {
  const t = useT()
  return (
    <>
      <Head title={t('teams.create.title')} />
      <PageHeader title={t('teams.create.title')} description={t('teams.create.subtitle')} />
      <Stack maw={560} gap="md">
        {!hasTeam && (
          <Alert variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
            {t('teams.create.no_team')}
          </Alert>
        )}
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
          <Form noValidate route="teams.store">
            {({ errors, processing }) => (
              <Stack gap="md">
                <TextInput
                  name="name"
                  label={t('teams.create.name')}
                  description={t('teams.create.name_hint')}
                  required
                  maxLength={120}
                  error={errors.name}
                />
                <Radio.Group
                  name="kind"
                  label={t('teams.create.kind')}
                  defaultValue={kinds[0]}
                  error={errors.kind}
                  required
                >
                  <Stack gap="xs" mt={6}>
                    {kinds.map((kind) => (
                      <Radio
                        key={kind}
                        value={kind}
                        label={t(`teams.kind.${kind}`)}
                        description={t(`teams.create.kind_hint.${kind}`)}
                      />
                    ))}
                  </Stack>
                </Radio.Group>
                <Button type="submit" loading={processing} style={{ alignSelf: 'flex-start' }}>
                  {t('teams.create.submit')}
                </Button>
              </Stack>
            )}
          </Form>
        </Paper>
      </Stack>
    </>
  )
}
