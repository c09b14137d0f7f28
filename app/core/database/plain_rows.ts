/**
 * List rows as plain objects: the one way a list (or a dashboard line) reads
 * its rows. A Lucid model instance costs about 30 µs to build (attribute
 * proxy, originals, a luxon DateTime per date column): twenty rows were a
 * fifth of a list page's time. A list only shows values, so it reads the
 * columns it shows as plain rows and gets plain values back:
 *
 *   const rows = await plainRows(Transport, query, ['id', 'reference', 'pickupOn'])
 *   // [{ id: 1, reference: 'T-2026-000001', pickupOn: '2026-11-28' }]
 *
 * - the columns are named by the model's attributes (camelCase), selected
 *   by their column names, and each row is keyed by attribute;
 * - `@column.date()` values come back as `yyyy-MM-dd`, `@column.dateTime()`
 *   values as ISO instants (`2026-11-22T23:11:07.000Z`), whatever the driver
 *   returns (SQLite text in the server's zone, as Lucid writes it; PostgreSQL
 *   `Date` objects); other columns go through the model's own `consume`
 *   (integer cents, booleans…);
 * - the row's type is the model's attribute type, dates as strings
 *   (`PlainRow<typeof Transport, 'id' | 'pickupOn'>`).
 *
 * Relations are not preloaded: a list that shows a related name reads the
 * names of the page's ids in one query (`namesById`). Pages that change
 * records, or need model behaviour, keep reading models.
 */
import type { DateTime } from 'luxon'
import type { LucidModel, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'

type PlainValue<Value> = Value extends DateTime ? string : Value

/** The model's attributes `Keys` as plain values (dates as ISO strings). */
export type PlainRow<Model extends LucidModel, Keys extends keyof InstanceType<Model>> = {
  [Key in Keys]: PlainValue<InstanceType<Model>[Key]>
}

type Reader = { attribute: string; column: string; read: (value: unknown) => unknown }

const readers = new WeakMap<LucidModel, Map<string, Reader>>()

const pad = (value: number, size = 2) => String(value).padStart(size, '0')

/** A calendar day (`yyyy-MM-dd`) from a date column: SQLite text, or a PostgreSQL `Date` at local midnight. */
export function calendarDay(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null
  if (value instanceof Date) {
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`
  }
  return String(value).slice(0, 10)
}

const SQL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,3})\d*)?$/

/**
 * An instant (ISO 8601, UTC) from a date-time column: a `Date`, or SQL text
 * without an offset, which Lucid writes and reads in the server's own zone
 * (`DateTime.fromSQL`), or text with an offset.
 */
export function instant(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString()
  const text = String(value)
  const match = SQL_DATE_TIME.exec(text)
  const date = match
    ? new Date(
        Number(match[1]),
        Number(match[2]) - 1,
        Number(match[3]),
        Number(match[4]),
        Number(match[5]),
        Number(match[6]),
        Number((match[7] ?? '0').padEnd(3, '0'))
      )
    : new Date(text)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

function readerOf(model: LucidModel, attribute: string): Reader {
  let byAttribute = readers.get(model)
  if (!byAttribute) {
    byAttribute = new Map()
    readers.set(model, byAttribute)
  }
  let reader = byAttribute.get(attribute)
  if (!reader) {
    const definition = model.$getColumn(attribute)
    if (!definition) throw new Error(`${model.name} has no column for the attribute "${attribute}"`)
    const type = definition.meta?.type
    const consume = definition.consume
    const read =
      type === 'date'
        ? calendarDay
        : type === 'datetime'
          ? instant
          : consume
            ? (value: unknown) =>
                value === null ? null : consume(value, attribute, undefined as any)
            : (value: unknown) => value
    reader = { attribute, column: definition.columnName, read }
    byAttribute.set(attribute, reader)
  }
  return reader
}

/** The column names of the attributes, qualified by the table (for queries with joins). */
export function columnsOf<Model extends LucidModel>(
  model: Model,
  attributes: readonly (keyof InstanceType<Model> & string)[]
) {
  return attributes.map((attribute) => `${model.table}.${readerOf(model, attribute).column}`)
}

/** Values the query selects beside the columns (`withCount`'s `vehicles_count`…), copied as they are. */
export type Extras<Names extends string> = { [Name in Names]: unknown }

/**
 * Raw rows (keyed by column name, as `pojo()` returns them) as plain rows
 * keyed by attribute, with the `extras` the query selected under their own names.
 */
export function toPlainRows<
  Model extends LucidModel,
  Keys extends keyof InstanceType<Model> & string,
  ExtraNames extends string = never,
>(
  model: Model,
  rows: Record<string, unknown>[],
  attributes: readonly Keys[],
  extras: readonly ExtraNames[] = []
): (PlainRow<Model, Keys> & Extras<ExtraNames>)[] {
  const fields = attributes.map((attribute) => readerOf(model, attribute))
  return rows.map((row) => {
    const plain: Record<string, unknown> = {}
    for (const field of fields) plain[field.attribute] = field.read(row[field.column])
    for (const name of extras) plain[name] = row[name]
    return plain as PlainRow<Model, Keys> & Extras<ExtraNames>
  })
}

/**
 * Runs the query for `attributes` (and its `extras`) and returns plain rows
 * (see above). The query selects the attributes' columns unless it already
 * selects columns.
 */
export async function plainRows<
  Model extends LucidModel,
  Keys extends keyof InstanceType<Model> & string,
  ExtraNames extends string = never,
>(
  model: Model,
  query: ModelQueryBuilderContract<Model, any>,
  attributes: readonly Keys[],
  extras: readonly ExtraNames[] = []
): Promise<(PlainRow<Model, Keys> & Extras<ExtraNames>)[]> {
  if (!selectsColumns(query)) query.select(columnsOf(model, attributes))
  const rows = await query.pojo<Record<string, unknown>>()
  return toPlainRows(model, rows, attributes, extras)
}

/**
 * Whether the query already names its columns: one with extras selects the
 * attributes' columns first (`query.select(columnsOf(…)).withCount(…)`),
 * or `withCount` would select every column (`table.*`) before its count.
 */
function selectsColumns(query: ModelQueryBuilderContract<LucidModel, any>) {
  const statements = (query.knexQuery as unknown as { _statements?: { grouping?: string }[] })
    ._statements
  return statements?.some((statement) => statement.grouping === 'columns') ?? false
}

/** `{ id: name }` of the given ids (one query), for the names a list shows beside its rows. */
export async function namesById(
  model: LucidModel,
  ids: readonly (number | null | undefined)[],
  column = 'name'
): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))]
  if (wanted.length === 0) return new Map()
  const rows = await model
    .query()
    .select('id', column)
    .whereIn('id', wanted)
    .pojo<{ id: number; [column: string]: unknown }>()
  return new Map(rows.map((row) => [Number(row.id), String(row[column])]))
}
