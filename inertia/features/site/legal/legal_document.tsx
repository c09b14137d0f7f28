import { Anchor, Box, Container, List, Paper, Stack, Table, Text, Title } from '@mantine/core'
import { longDate } from '@shared/format'
import { useLocale, useT } from '~/lib/i18n'
import type { LegalBlock, LegalDocument } from './document'

function Block({ block }: { block: LegalBlock }) {
  if (block.kind === 'p') return <Text>{block.text}</Text>
  if (block.kind === 'list') {
    return (
      <List spacing="xs" withPadding>
        {block.items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    )
  }
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table withTableBorder withColumnBorders verticalSpacing="sm" fz="sm">
        <Table.Thead>
          <Table.Tr>
            {block.head.map((cell) => (
              <Table.Th key={cell}>{cell}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {block.rows.map((row) => (
            <Table.Tr key={row.join('|')}>
              {row.map((cell, index) => (
                <Table.Td key={index} style={{ verticalAlign: 'top' }}>
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

/** A legal text (privacy policy, terms) with its table of contents and version date. */
export function LegalDocumentView({
  title,
  updatedOn,
  document,
}: {
  title: string
  updatedOn: string
  document: LegalDocument
}) {
  const t = useT()
  const locale = useLocale()
  return (
    <Container size="md" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{title}</Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t('site.legal.updated_on', { date: longDate(updatedOn, locale) })}
          </Text>
        </div>
        {document.intro.map((paragraph) => (
          <Text key={paragraph} size="lg">
            {paragraph}
          </Text>
        ))}
        <Paper withBorder radius="md" p="md" component="nav" aria-label={t('site.legal.contents')}>
          <Text fw={600} mb="xs">
            {t('site.legal.contents')}
          </Text>
          <List spacing={4} size="sm" listStyleType="none">
            {document.sections.map((section) => (
              <List.Item key={section.id}>
                <Anchor href={`#${section.id}`}>{section.title}</Anchor>
              </List.Item>
            ))}
          </List>
        </Paper>
        {document.sections.map((section) => (
          <Box component="section" key={section.id} id={section.id} style={{ scrollMarginTop: 16 }}>
            <Title order={2} size="h3" mb="sm">
              {section.title}
            </Title>
            <Stack gap="sm">
              {section.blocks.map((block, index) => (
                <Block key={index} block={block} />
              ))}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Container>
  )
}
