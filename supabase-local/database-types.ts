import type { Tx } from './database.ts'

/**
 * TypeScript types of a migrated database's `public` schema, in the shape `supabase gen types typescript` produces
 * (docs/decisions/115-database-types-from-the-schema.md): `Database['public']` with Tables (Row, Insert, Update,
 * Relationships), Views, Functions, Enums and CompositeTypes, the helpers Tables<>, TablesInsert<>, TablesUpdate<>,
 * Enums<> and CompositeTypes<>, and the runtime `Constants`. Read from pg_catalog, so PGlite and PostgreSQL agree.
 *
 * Two differences from the CLI: a text column whose CHECK constraint is `column in ('a', 'b')` is typed 'a' | 'b'
 * (the CLI says string), and an argument of a function that is not STRICT accepts null (it does in SQL; the CLI
 * types it non-null). `generateCheckValues` writes the same values as constants, in the constraint's order:
 * the site's labels and the edge function's request schema are built from them.
 */

const SCHEMA = 'public'

interface Column {
  table: string
  name: string
  type: string
  elementType: string | null
  typtype: string
  nullable: boolean
  hasDefault: boolean
  identity: boolean
  generated: boolean
}

interface Relationship {
  table: string
  name: string
  columns: string[]
  isOneToOne: boolean
  referencedRelation: string
  referencedColumns: string[]
}

interface FunctionRow {
  name: string
  argNames: string[] | null
  argModes: string[] | null
  argTypes: string[]
  defaults: number
  returnType: string
  returnTypeType: string
  returnRelation: string | null
  returnsSet: boolean
  strict: boolean
}

const NUMBER = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid'])
const STRING = new Set([
  'bpchar',
  'varchar',
  'text',
  'citext',
  'date',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'uuid',
  'interval',
  'inet',
  'cidr',
  'macaddr',
  'bytea',
  'name',
  'tsvector',
  'tsquery',
])

/** A Postgres type name (`_x` for arrays of x) as TypeScript, as the CLI maps it. */
function tsType(type: string, enums: Set<string>): string {
  if (type.startsWith('_')) return `(${tsType(type.slice(1), enums)})[]`
  if (type === 'bool') return 'boolean'
  if (NUMBER.has(type)) return 'number'
  if (STRING.has(type)) return 'string'
  if (type === 'json' || type === 'jsonb') return 'Json'
  if (type === 'void') return 'undefined'
  if (type === 'record') return 'Record<string, unknown>'
  if (enums.has(type)) return `Database['${SCHEMA}']['Enums']['${type}']`
  return 'unknown'
}

const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name))
const literal = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
const never = '{ [_ in never]: never }'
const block = (entries: string[]) => (entries.length ? `{\n${entries.join('\n')}\n}` : never)

async function readColumns(db: Tx, kinds: string[]): Promise<Column[]> {
  const { rows } = await db.query<Column>(
    `select c.relname as "table", a.attname as name, t.typname as type,
            e.typname as "elementType", coalesce(e.typtype, t.typtype) as typtype,
            not a.attnotnull as nullable, a.atthasdef as "hasDefault",
            a.attidentity <> '' as identity, a.attgenerated <> '' as generated
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_type t on t.oid = a.atttypid
       left join pg_type e on e.oid = t.typelem and t.typcategory = 'A'
      where n.nspname = $1 and c.relkind = any($2::text[]) and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attname`,
    [SCHEMA, kinds],
  )
  return rows
}

async function readRelationships(db: Tx): Promise<Relationship[]> {
  const { rows } = await db.query<Relationship>(
    `select c.relname as "table", k.conname as name,
            array(select a.attname from unnest(k.conkey) with ordinality u(n, i)
                    join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.n order by u.i) as columns,
            exists (select 1 from pg_constraint u
                     where u.conrelid = k.conrelid and u.contype in ('p', 'u')
                       and u.conkey::int2[] <@ k.conkey::int2[] and k.conkey::int2[] <@ u.conkey::int2[]) as "isOneToOne",
            r.relname as "referencedRelation",
            array(select a.attname from unnest(k.confkey) with ordinality u(n, i)
                    join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.n order by u.i) as "referencedColumns"
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_class r on r.oid = k.confrelid
       join pg_namespace rn on rn.oid = r.relnamespace
      where k.contype = 'f' and n.nspname = $1 and rn.nspname = $1
      order by c.relname, k.conname`,
    [SCHEMA],
  )
  return rows
}

async function readFunctions(db: Tx): Promise<FunctionRow[]> {
  const { rows } = await db.query<FunctionRow>(
    `select p.proname as name, p.proargnames as "argNames", p.proargmodes::text[] as "argModes",
            array(select t.typname from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(o, i)
                    join pg_type t on t.oid = u.o order by u.i) as "argTypes",
            p.pronargdefaults as defaults, rt.typname as "returnType", rt.typtype as "returnTypeType",
            rc.relname as "returnRelation", p.proretset as "returnsSet", p.proisstrict as strict
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       join pg_type rt on rt.oid = p.prorettype
       left join pg_class rc on rc.oid = rt.typrelid and rt.typtype = 'c'
      where n.nspname = $1 and p.prokind = 'f' and rt.typname not in ('trigger', 'event_trigger')
      order by p.proname, p.oid`,
    [SCHEMA],
  )
  return rows
}

/** `column in ('a', 'b')` CHECK constraints of public tables: table → column → allowed values. */
export async function readCheckValues(db: Tx): Promise<Record<string, Record<string, string[]>>> {
  const { rows } = await db.query<{ table: string; definition: string }>(
    `select c.relname as "table", pg_get_constraintdef(k.oid) as definition
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'c' and n.nspname = $1
      order by c.relname, k.conname`,
    [SCHEMA],
  )
  const values: Record<string, Record<string, string[]>> = {}
  for (const { table, definition } of rows) {
    const match = /^CHECK \(\(?\(?(\w+)\)? = ANY \(\(?ARRAY\[(.*)\]\)?(?:::text\[\])?\)\)\)?$/.exec(
      definition,
    )
    if (!match) continue
    const [, column, list] = match as unknown as [string, string, string]
    const items = [...list.matchAll(/'((?:[^']|'')*)'(?:::[\w ]+)?/g)].map((item) =>
      (item[1] ?? '').replace(/''/g, "'"),
    )
    ;(values[table] ??= {})[column] = items
  }
  return values
}

function columnsOf(columns: Column[], table: string) {
  return columns.filter((column) => column.table === table)
}

type Checks = Record<string, Record<string, string[]>>

/** The column's type; a text column whose CHECK constraint lists its values gets their union. */
function columnType(column: Column, enums: Set<string>, checks: Checks) {
  const allowed = checks[column.table]?.[column.name]
  const type = allowed
    ? allowed.map(literal).join(' | ')
    : tsType(column.elementType ? `_${column.elementType}` : column.type, enums)
  return column.nullable ? `${type} | null` : type
}

function tableType(
  columns: Column[],
  relationships: Relationship[],
  enums: Set<string>,
  checks: Checks,
): string {
  const row = columns.map((column) => `${key(column.name)}: ${columnType(column, enums, checks)}`)
  const insert = columns.map((column) => {
    if (column.generated) return `${key(column.name)}?: never`
    const optional = column.nullable || column.hasDefault || column.identity
    return `${key(column.name)}${optional ? '?' : ''}: ${columnType(column, enums, checks)}`
  })
  const update = columns.map((column) =>
    column.generated
      ? `${key(column.name)}?: never`
      : `${key(column.name)}?: ${columnType(column, enums, checks)}`,
  )
  const links = relationships.map(
    (link) => `{
      foreignKeyName: ${literal(link.name)}
      columns: [${link.columns.map(literal).join(', ')}]
      isOneToOne: ${link.isOneToOne}
      referencedRelation: ${literal(link.referencedRelation)}
      referencedColumns: [${link.referencedColumns.map(literal).join(', ')}]
    },`,
  )
  return `{
    Row: { ${row.join('\n')} }
    Insert: { ${insert.join('\n')} }
    Update: { ${update.join('\n')} }
    Relationships: [${links.join('\n')}]
  }`
}

function functionType(
  fn: FunctionRow,
  columns: Column[],
  enums: Set<string>,
  checks: Checks,
): string {
  const names = fn.argNames ?? []
  const modes = fn.argModes ?? fn.argTypes.map(() => 'i')
  const inputs = fn.argTypes
    .map((type, index) => ({ type, name: names[index] ?? '', mode: modes[index] ?? 'i' }))
    .filter((arg) => arg.mode === 'i' || arg.mode === 'b' || arg.mode === 'v')
  const firstDefault = inputs.length - fn.defaults
  const args = inputs.length
    ? `{ ${inputs
        .map(
          (arg, index) =>
            `${key(arg.name)}${index >= firstDefault ? '?' : ''}: ${tsType(arg.type, enums)}${fn.strict ? '' : ' | null'}`,
        )
        .join('; ')} }`
    : 'never'
  const outputs = fn.argTypes
    .map((type, index) => ({ type, name: names[index] ?? '', mode: modes[index] ?? 'i' }))
    .filter((arg) => arg.mode === 't')
  let returns: string
  if (outputs.length) {
    returns = `{ ${outputs.map((arg) => `${key(arg.name)}: ${tsType(arg.type, enums)}`).join('; ')} }`
  } else if (fn.returnRelation) {
    const row = columnsOf(columns, fn.returnRelation).map(
      (column) => `${key(column.name)}: ${columnType(column, enums, checks)}`,
    )
    returns = `{ ${row.join('; ')} }`
  } else returns = tsType(fn.returnType, enums)
  if (fn.returnsSet) returns = `${returns}[]`
  return `{ Args: ${args}\nReturns: ${returns} }`
}

const HELPERS = `
type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, 'public'>]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    ? (DefaultSchema['Tables'] & DefaultSchema['Views'])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema['Tables']
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends { Insert: infer I }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema['Tables']
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends { Update: infer U }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema['Enums']
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums']
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums'][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums']
    ? DefaultSchema['Enums'][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema['CompositeTypes']
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes']
    : never = never,
> = PublicCompositeTypeNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes'][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes']
    ? DefaultSchema['CompositeTypes'][PublicCompositeTypeNameOrOptions]
    : never
`

export const GENERATED_HEADER =
  '// Generated by `npm run gen:types` from supabase/migrations (docs/decisions/115-database-types-from-the-schema.md).\n' +
  '// Do not edit by hand: change a migration and run the script again.\n'

/** The unformatted source of database.types.ts. */
export async function generateDatabaseTypes(db: Tx): Promise<string> {
  const { rows: enumRows } = await db.query<{ name: string; value: string }>(
    `select t.typname as name, e.enumlabel as value
       from pg_enum e join pg_type t on t.oid = e.enumtypid join pg_namespace n on n.oid = t.typnamespace
      where n.nspname = $1 order by t.typname, e.enumsortorder`,
    [SCHEMA],
  )
  const enums = new Map<string, string[]>()
  for (const row of enumRows) enums.set(row.name, [...(enums.get(row.name) ?? []), row.value])
  const enumNames = new Set(enums.keys())

  const checks = await readCheckValues(db)
  const tables = await readColumns(db, ['r', 'p'])
  const views = await readColumns(db, ['v', 'm'])
  const relationships = await readRelationships(db)
  const functions = await readFunctions(db)
  const tableNames = [...new Set(tables.map((column) => column.table))]
  const viewNames = [...new Set(views.map((column) => column.table))]

  const tableEntries = tableNames.map(
    (table) =>
      `${key(table)}: ${tableType(
        columnsOf(tables, table),
        relationships.filter((link) => link.table === table),
        enumNames,
        checks,
      )}`,
  )
  const viewEntries = viewNames.map(
    (view) =>
      `${key(view)}: { Row: { ${columnsOf(views, view)
        .map((column) => `${key(column.name)}: ${tsType(column.type, enumNames)} | null`)
        .join('\n')} }\nRelationships: [] }`,
  )
  const byName = new Map<string, string[]>()
  for (const fn of functions)
    byName.set(fn.name, [
      ...(byName.get(fn.name) ?? []),
      functionType(fn, [...tables, ...views], enumNames, checks),
    ])
  const functionEntries = [...byName].map(
    ([name, overloads]) => `${key(name)}: ${overloads.join('\n| ')}`,
  )
  const enumEntries = [...enums].map(
    ([name, values]) => `${key(name)}: ${values.map(literal).join(' | ')}`,
  )
  const enumConstants = [...enums].map(
    ([name, values]) => `${key(name)}: [${values.map(literal).join(', ')}]`,
  )

  return `${GENERATED_HEADER}
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  ${SCHEMA}: {
    Tables: ${block(tableEntries)}
    Views: ${block(viewEntries)}
    Functions: ${block(functionEntries)}
    Enums: ${block(enumEntries)}
    CompositeTypes: ${never}
  }
}
${HELPERS}
export const Constants = {
  ${SCHEMA}: { Enums: { ${enumConstants.join(',\n')} } },
} as const
`
}

/** The unformatted source of database-values.ts: the CHECK constraints' allowed values. */
export async function generateCheckValues(db: Tx): Promise<string> {
  const values = await readCheckValues(db)
  const tables = Object.entries(values).map(
    ([table, columns]) =>
      `${key(table)}: { ${Object.entries(columns)
        .map(([column, items]) => `${key(column)}: [${items.map(literal).join(', ')}]`)
        .join(',\n')} }`,
  )
  return `${GENERATED_HEADER}
/**
 * The values each \`column in (…)\` CHECK constraint of the public schema allows, in the constraint's order:
 * the one source of the inquiry's choices, the lead statuses and the other fixed vocabularies.
 */
export const checkValues = { ${tables.join(',\n')} } as const

/** The values a CHECK constraint allows for \`table.column\`, as a union type. */
export type CheckValue<
  Table extends keyof typeof checkValues,
  Column extends keyof (typeof checkValues)[Table],
> = (typeof checkValues)[Table][Column] extends ReadonlyArray<infer Value> ? Value : never
`
}
