import { Anchor, Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import type { Data } from '@generated/data'
import { ITALIAN_PROVINCES, ITALIAN_REGIONS } from '@shared/italian_provinces'
import { date, money } from '@shared/format'
import { useT } from '~/lib/i18n'
import { Section } from '~/components/section'

type Application = Data.Onboarding.Application
type Document = Data.Onboarding.ApplicationDocument
type Catalogue = { categories: { code: string; name: string }[] }

const regionName = (code: string) => ITALIAN_REGIONS.find((r) => r.code === code)?.name ?? code
const provinceName = (code: string) => ITALIAN_PROVINCES.find((p) => p.code === code)?.name ?? code

function Field({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value === null || value === undefined || value === '' ? '–' : value}
      </Text>
    </Stack>
  )
}

function Badges({ items, label }: { items: string[]; label: (code: string) => string }) {
  if (items.length === 0) return <>–</>
  return (
    <Group gap={4}>
      {items.map((item) => (
        <Badge key={item} variant="default" tt="none">
          {label(item)}
        </Badge>
      ))}
    </Group>
  )
}

/** Every field of an application, by step, and its files (each a download link). */
export function ApplicationSummary({
  application,
  documents,
  catalogue,
  downloadUrl,
}: {
  application: Application
  documents: Document[]
  catalogue: Catalogue
  downloadUrl: (document: Document) => string
}) {
  const t = useT()
  const f = (key: string) => t(`onboarding.fields.${key}`)
  const categoryName = (code: string) =>
    catalogue.categories.find((category) => category.code === code)?.name ?? code
  return (
    <Stack gap="md">
      <Section title={t('onboarding.steps.company')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Field label={f('legal_name')} value={application.legalName} />
          <Field label={f('vat_number')} value={application.vatNumber} />
          <Field label={f('fiscal_code')} value={application.fiscalCode} />
          <Field label={f('ren_number')} value={application.renNumber} />
          <Field label={f('sdi_code')} value={application.sdiCode} />
          <Field label={f('pec')} value={application.pec} />
          <Field
            label={f('street')}
            value={`${application.street}, ${application.cap} ${application.city} (${application.province})`}
          />
          <Field
            label={f('contact_name')}
            value={`${application.contactName} · ${application.contactEmail} · ${application.contactPhone}`}
          />
        </SimpleGrid>
      </Section>
      <Section title={t('onboarding.steps.insurance')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Field label={f('insurer')} value={application.insurer} />
          <Field label={f('policy_number')} value={application.policyNumber} />
          <Field
            label={f('cover')}
            value={application.coverCents === null ? null : money(application.coverCents)}
          />
          <Field
            label={f('expires_on')}
            value={application.insuranceExpiresOn ? date(application.insuranceExpiresOn) : null}
          />
        </SimpleGrid>
      </Section>
      <Section title={t('onboarding.steps.fleet')}>
        <Stack gap="sm">
          <Field
            label={f('fleet')}
            value={
              application.fleet.length === 0
                ? t('onboarding.fleet.none')
                : application.fleet.map((line, index) => (
                    <Text key={index} size="sm">
                      {t('onboarding.fleet.line', {
                        count: line.count,
                        capacity: line.capacity,
                        kind: line.covered ? f('covered') : f('open'),
                      })}
                    </Text>
                  ))
            }
          />
          <Field
            label={f('regions')}
            value={<Badges items={application.services.regions} label={regionName} />}
          />
          <Field
            label={f('provinces')}
            value={<Badges items={application.services.provinces} label={provinceName} />}
          />
          <Field
            label={f('categories')}
            value={<Badges items={application.services.categories} label={categoryName} />}
          />
        </Stack>
      </Section>
      <Section title={t('onboarding.steps.documents')}>
        {documents.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('onboarding.documents.none')}
          </Text>
        ) : (
          <Stack gap={4}>
            {documents.map((document) => (
              <Group key={document.id} gap="xs" wrap="nowrap">
                <Badge variant="light" color={document.kind === 'policy' ? 'blue' : 'gray'}>
                  {t(`onboarding.documents.${document.kind}_kind`)}
                </Badge>
                <Anchor href={downloadUrl(document)} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {document.fileName}
                </Anchor>
              </Group>
            ))}
          </Stack>
        )}
      </Section>
    </Stack>
  )
}
