import type { IncomingMessage } from 'node:http'
import type { StandInConfig } from './config.ts'
import type { Db, Tx } from './database.ts'
import { header, json, parseJson, type Reply } from './http.ts'
import { apiKeyToJwt, bearerOf, JwtError, verifyJwt, type Claims } from './keys.ts'

/**
 * /rest/v1: the PostgREST subset supabase-js uses here. Every request runs in one transaction with
 * `role` and `request.jwt.claims` set from the verified JWT (as PostgREST does), so Postgres's grants and
 * row-level security decide what each caller may do; this file never decides a permission itself.
 * Identifiers come only from the catalog (validated names, quoted); every value is a bound parameter.
 */

const API_ROLES = new Set(['anon', 'authenticated', 'service_role'])
const SINGULAR = 'application/vnd.pgrst.object+json'
const RESERVED = new Set([
  'select',
  'order',
  'limit',
  'offset',
  'columns',
  'on_conflict',
  'or',
  'and',
  'not.or',
  'not.and',
])

export interface RestContext {
  db: Db
  config: StandInConfig
}

interface TableInfo {
  name: string
  columns: Map<string, string>
  primaryKey: string[]
}

class RestError extends Error {
  constructor(
    readonly status: number,
    readonly body: { code: string; details: string | null; hint: string | null; message: string },
  ) {
    super(body.message)
  }
}

function pgrst(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
) {
  return new RestError(status, { code, details, hint, message })
}

function qi(identifier: string): string {
  return `"${identifier.replace(/"/g, '""')}"`
}

class Params {
  readonly values: unknown[] = []
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

async function loadTable(db: Db, name: string): Promise<TableInfo | undefined> {
  const { rows } = await db.query<{ column: string; type: string; pk: boolean }>(
    `select a.attname as column, format_type(a.atttypid, a.atttypmod) as type,
            coalesce(a.attnum = any(i.indkey), false) as pk
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       left join pg_index i on i.indrelid = c.oid and i.indisprimary
      where n.nspname = 'public' and c.relname = $1 and c.relkind in ('r', 'v', 'm', 'f', 'p')
      order by a.attnum`,
    [name],
  )
  if (rows.length === 0) return undefined
  return {
    name,
    columns: new Map(rows.map((row) => [row.column, row.type])),
    primaryKey: rows.filter((row) => row.pk).map((row) => row.column),
  }
}

function columnOf(table: TableInfo, name: string): string {
  if (!table.columns.has(name)) {
    throw pgrst(400, '42703', `column ${table.name}.${name} does not exist`)
  }
  return name
}

// ---------- filters ----------

type Condition =
  | { kind: 'leaf'; column: string; negate: boolean; op: string; value: string }
  | { kind: 'and' | 'or'; negate: boolean; items: Condition[] }

function splitTopLevel(input: string): string[] {
  const parts: string[] = []
  let depth = 0
  let quoted = false
  let current = ''
  for (let i = 0; i < input.length; i++) {
    const char = input[i] as string
    if (char === '\\' && quoted && i + 1 < input.length) {
      current += char + input[++i]
      continue
    }
    if (char === '"') quoted = !quoted
    else if (!quoted && char === '(') depth++
    else if (!quoted && char === ')') depth--
    if (char === ',' && depth === 0 && !quoted) {
      parts.push(current)
      current = ''
    } else current += char
  }
  if (current !== '' || parts.length > 0) parts.push(current)
  return parts
}

function unquote(value: string): string {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"')
    ? value.slice(1, -1).replace(/\\(.)/g, '$1')
    : value
}

function parseOperation(column: string, expression: string, inTree: boolean): Condition {
  let rest = expression
  let negate = false
  if (rest.startsWith('not.')) {
    negate = true
    rest = rest.slice(4)
  }
  const dot = rest.indexOf('.')
  if (dot < 0)
    throw pgrst(400, 'PGRST100', `"failed to parse filter (${expression})" (line 1, column 1)`)
  const op = rest.slice(0, dot)
  let value = rest.slice(dot + 1)
  if (inTree && op !== 'in') value = unquote(value)
  return { kind: 'leaf', column, negate, op, value }
}

function parseTree(kind: 'and' | 'or', negate: boolean, body: string): Condition {
  if (!body.startsWith('(') || !body.endsWith(')')) {
    throw pgrst(400, 'PGRST100', `"failed to parse logic tree (${body})" (line 1, column 1)`)
  }
  const items = splitTopLevel(body.slice(1, -1)).map((part) => {
    const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(part)
    if (nested) return parseTree(nested[2] as 'and' | 'or', Boolean(nested[1]), nested[3] as string)
    const dot = part.indexOf('.')
    if (dot < 0)
      throw pgrst(400, 'PGRST100', `"failed to parse logic tree (${body})" (line 1, column 1)`)
    return parseOperation(part.slice(0, dot), part.slice(dot + 1), true)
  })
  return { kind, negate, items }
}

function renderCondition(table: TableInfo, condition: Condition, params: Params): string {
  if (condition.kind !== 'leaf') {
    const joined = condition.items
      .map((item) => renderCondition(table, item, params))
      .join(` ${condition.kind} `)
    const sql = joined === '' ? 'true' : `(${joined})`
    return condition.negate ? `not ${sql}` : sql
  }
  const column = columnOf(table, condition.column)
  const type = table.columns.get(column) as string
  const ref = `_pgrst_t.${qi(column)}`
  const typed = (value: string) => `cast(${params.add(value)}::text as ${type})`
  let sql: string
  const comparisons: Record<string, string> = {
    eq: '=',
    neq: '<>',
    gt: '>',
    gte: '>=',
    lt: '<',
    lte: '<=',
  }
  const arrays: Record<string, string> = { cs: '@>', cd: '<@', ov: '&&' }
  switch (condition.op) {
    case 'eq':
    case 'neq':
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
      sql = `${ref} ${comparisons[condition.op]} ${typed(condition.value)}`
      break
    case 'like':
    case 'ilike':
      sql = `${ref}::text ${condition.op} ${params.add(condition.value.replace(/\*/g, '%'))}`
      break
    case 'is': {
      const keyword = {
        null: 'null',
        not_null: 'not null',
        true: 'true',
        false: 'false',
        unknown: 'unknown',
      }[condition.value.toLowerCase()]
      if (!keyword) {
        throw pgrst(
          400,
          'PGRST100',
          `"failed to parse filter (is.${condition.value})" (line 1, column 4)`,
        )
      }
      sql = `${ref} is ${keyword}`
      break
    }
    case 'in': {
      if (!condition.value.startsWith('(') || !condition.value.endsWith(')')) {
        throw pgrst(
          400,
          'PGRST100',
          `"failed to parse filter (in.${condition.value})" (line 1, column 4)`,
        )
      }
      const values = splitTopLevel(condition.value.slice(1, -1)).map(unquote)
      sql = values.length === 0 ? 'false' : `${ref} in (${values.map(typed).join(', ')})`
      break
    }
    case 'cs':
    case 'cd':
    case 'ov':
      sql = `${ref} ${arrays[condition.op]} ${typed(condition.value)}`
      break
    default:
      throw pgrst(
        400,
        'PGRST100',
        `"failed to parse filter (${condition.op}.${condition.value})" (line 1, column 1)`,
        `The local stand-in supports eq, neq, gt, gte, lt, lte, like, ilike, is, in, cs, cd, ov, not, and, or.`,
      )
  }
  return condition.negate ? `not (${sql})` : sql
}

function whereClause(table: TableInfo, url: URL, params: Params): string {
  const conditions: string[] = []
  for (const [key, value] of url.searchParams) {
    if (key === 'or' || key === 'and' || key === 'not.or' || key === 'not.and') {
      const negate = key.startsWith('not.')
      conditions.push(
        renderCondition(
          table,
          parseTree(key.replace('not.', '') as 'and' | 'or', negate, value),
          params,
        ),
      )
    } else if (!RESERVED.has(key)) {
      if (key.includes('.') || key.includes('->')) {
        throw pgrst(
          400,
          'PGRST100',
          `Filtering on embedded resources or JSON paths (${key}) is not supported by the local stand-in`,
        )
      }
      conditions.push(renderCondition(table, parseOperation(key, value, false), params))
    }
  }
  return conditions.length ? `where ${conditions.join(' and ')}` : ''
}

function selectList(table: TableInfo, select: string | null): string {
  if (select === null || select.trim() === '' || select.trim() === '*') return '*'
  return splitTopLevel(select.trim())
    .map((item) => {
      if (item === '*') return '*'
      if (item.includes('(') || item.startsWith('...')) {
        throw pgrst(
          400,
          'PGRST100',
          `Resource embedding (${item}) is not supported by the local stand-in`,
        )
      }
      const [alias, column] = item.includes(':') ? item.split(':', 2) : [undefined, item]
      if (!column || column.includes('::') || column.includes('->')) {
        throw pgrst(
          400,
          'PGRST100',
          `"failed to parse select parameter (${select})" (line 1, column 1)`,
        )
      }
      const name = columnOf(table, unquote(column))
      return alias ? `${qi(name)} as ${qi(unquote(alias))}` : qi(name)
    })
    .join(', ')
}

function orderClause(table: TableInfo, order: string | null): string {
  if (!order) return ''
  const terms = splitTopLevel(order).map((term) => {
    const [column, ...modifiers] = term.split('.')
    const name = columnOf(table, column as string)
    let sql = `_pgrst_t.${qi(name)}`
    for (const modifier of modifiers) {
      if (modifier === 'asc' || modifier === 'desc') sql += ` ${modifier}`
      else if (modifier === 'nullsfirst') sql += ' nulls first'
      else if (modifier === 'nullslast') sql += ' nulls last'
      else throw pgrst(400, 'PGRST100', `"failed to parse order (${order})" (line 1, column 1)`)
    }
    return sql
  })
  return `order by ${terms.join(', ')}`
}

function nonNegative(value: string | null, what: string): number | undefined {
  if (value === null || value === '') return undefined
  if (!/^\d+$/.test(value))
    throw pgrst(400, 'PGRST100', `"failed to parse ${what} (${value})" (line 1, column 1)`)
  return Number(value)
}

function prefer(request: IncomingMessage): Map<string, string> {
  const map = new Map<string, string>()
  for (const part of (header(request, 'prefer') ?? '').split(',')) {
    const [key, value] = part.trim().split('=', 2)
    if (key) map.set(key.trim(), (value ?? '').trim())
  }
  return map
}

function contentRange(offset: number, count: number, total: number | undefined): string {
  const size = total === undefined ? '*' : String(total)
  return count === 0 ? `*/${size}` : `${offset}-${offset + count - 1}/${size}`
}

function pgError(error: unknown, role: string): RestError {
  if (error instanceof RestError) return error
  const e = error as { code?: string; message?: string; detail?: string; hint?: string }
  const code = e.code ?? 'XX000'
  let status = 400
  // PostgREST: a `raise ... using errcode = 'PTxyz'` answers HTTP xyz.
  if (/^PT\d{3}$/.test(code)) status = Number(code.slice(2))
  else if (code === '42501') status = role === 'anon' ? 401 : 403
  else if (code === '23505' || code === '23503') status = 409
  else if (code.startsWith('23')) status = 400
  else if (code === 'P0001') status = 400
  else if (code === '42883' || code === '42P01') status = 404
  else if (code === '25006') status = 405
  else if (code.startsWith('08')) status = 503
  else if (code === '53400') status = 500
  else if (code.startsWith('53')) status = 503
  else if (code.startsWith('P0') || code.startsWith('XX') || code === '42P17') status = 500
  return new RestError(status, {
    code,
    details: e.detail ?? null,
    hint: e.hint ?? null,
    message: e.message ?? 'Unknown database error',
  })
}

async function resolveClaims(request: IncomingMessage, url: URL): Promise<Claims> {
  const apikey = header(request, 'apikey') ?? url.searchParams.get('apikey') ?? undefined
  if (!apikey && !header(request, 'authorization')) {
    throw new RestError(401, {
      code: 'PGRST000',
      details: null,
      hint: null,
      message: 'No API key found in request',
    })
  }
  if (apikey && !apiKeyToJwt(apikey)) {
    throw new RestError(401, {
      code: 'PGRST000',
      details: null,
      hint: null,
      message: 'Invalid API key',
    })
  }
  const token = bearerOf(header(request, 'authorization'), apikey)
  if (!token) return { role: 'anon' }
  try {
    return await verifyJwt(token)
  } catch (error) {
    if (error instanceof JwtError && error.expired) throw pgrst(401, 'PGRST303', 'JWT expired')
    throw pgrst(401, 'PGRST301', (error as Error).message)
  }
}

type Work = (tx: Tx, table: TableInfo, params: Params) => Promise<Reply>

export function createRestRouter(ctx: RestContext) {
  async function inTransaction(
    request: IncomingMessage,
    path: string,
    claims: Claims,
    readOnly: boolean,
    work: (tx: Tx) => Promise<Reply>,
  ): Promise<Reply> {
    const role = String(claims.role ?? 'anon')
    if (!API_ROLES.has(role))
      throw pgrst(401, 'PGRST301', `The JWT role "${role}" is not an API role`)
    const headers: Record<string, string> = {}
    for (const [key, value] of Object.entries(request.headers)) {
      if (typeof value === 'string') headers[key.toLowerCase()] = value
    }
    try {
      return await ctx.db.transaction(async (tx) => {
        if (readOnly) await tx.exec('set transaction read only')
        await tx.query(
          `select set_config('search_path', 'public, extensions', true),
                  set_config('role', $1, true),
                  set_config('request.jwt.claims', $2, true),
                  set_config('request.method', $3, true),
                  set_config('request.path', $4, true),
                  set_config('request.headers', $5, true)`,
          [
            role,
            JSON.stringify({ ...claims, role }),
            request.method ?? 'GET',
            path,
            JSON.stringify(headers),
          ],
        )
        return work(tx)
      })
    } catch (error) {
      throw pgError(error, role)
    }
  }

  function singular(request: IncomingMessage): boolean {
    return (header(request, 'accept') ?? '').includes(SINGULAR)
  }

  function shaped(
    request: IncomingMessage,
    status: number,
    body: string,
    count: number,
    extra: Record<string, string>,
  ): Reply {
    if (singular(request)) {
      if (count !== 1) {
        throw pgrst(
          406,
          'PGRST116',
          'Cannot coerce the result to a single JSON object',
          `The result contains ${count} rows`,
        )
      }
      const rows = JSON.parse(body) as unknown[]
      return {
        status,
        headers: { 'Content-Type': `${SINGULAR}; charset=utf-8`, ...extra },
        body: JSON.stringify(rows[0]),
      }
    }
    return {
      status,
      headers: { 'Content-Type': 'application/json; charset=utf-8', ...extra },
      body,
    }
  }

  async function read(
    request: IncomingMessage,
    url: URL,
    table: TableInfo,
    tx: Tx,
    head: boolean,
  ): Promise<Reply> {
    const params = new Params()
    const where = whereClause(table, url, params)
    const columns = selectList(table, url.searchParams.get('select'))
    const order = orderClause(table, url.searchParams.get('order'))
    let offset = nonNegative(url.searchParams.get('offset'), 'offset') ?? 0
    let limit = nonNegative(url.searchParams.get('limit'), 'limit')
    const range = /^(\d+)-(\d*)$/.exec(header(request, 'range') ?? '')
    if (range && url.searchParams.get('offset') === null && limit === undefined) {
      offset = Number(range[1])
      if (range[2] !== '') limit = Math.max(0, Number(range[2]) - offset + 1)
    }
    limit = Math.min(limit ?? ctx.config.maxRows, ctx.config.maxRows)
    const from = `public.${qi(table.name)} _pgrst_t`
    const { rows } = await tx.query<{ body: string; n: number }>(
      `select coalesce(json_agg(_pgrst_r), '[]')::text as body, count(*)::int as n
         from (select ${columns} from ${from} ${where} ${order} limit ${limit} offset ${offset}) _pgrst_r`,
      params.values,
    )
    const { body, n } = rows[0] as { body: string; n: number }
    let total: number | undefined
    if (prefer(request).has('count')) {
      const counted = await tx.query<{ n: number }>(
        `select count(*)::int as n from ${from} ${where}`,
        params.values,
      )
      total = counted.rows[0]?.n
    }
    const partial = total !== undefined && (offset > 0 || offset + n < total)
    const reply = shaped(request, partial ? 206 : 200, body, n, {
      'Content-Range': contentRange(offset, n, total),
      'Range-Unit': 'items',
    })
    return head ? { ...reply, body: undefined } : reply
  }

  function bodyRows(raw: Buffer, allowArray: boolean): Record<string, unknown>[] {
    const parsed = parseJson(raw)
    if (
      !parsed.ok ||
      (parsed.value !== undefined && (parsed.value === null || typeof parsed.value !== 'object'))
    ) {
      throw pgrst(400, 'PGRST102', 'Empty or invalid json')
    }
    if (parsed.value === undefined) return [{}]
    if (Array.isArray(parsed.value)) {
      if (!allowArray) throw pgrst(400, 'PGRST102', 'Empty or invalid json')
      if (!parsed.value.every((row) => row && typeof row === 'object' && !Array.isArray(row))) {
        throw pgrst(400, 'PGRST102', 'All object keys must match')
      }
      return parsed.value as Record<string, unknown>[]
    }
    return [parsed.value as Record<string, unknown>]
  }

  function payloadColumns(table: TableInfo, url: URL, rows: Record<string, unknown>[]): string[] {
    const explicit = url.searchParams.get('columns')
    const names = explicit
      ? explicit.split(',').map((name) => unquote(name.trim()))
      : [...new Set(rows.flatMap((row) => Object.keys(row)))]
    return names.map((name) => {
      if (!table.columns.has(name)) {
        throw pgrst(
          400,
          'PGRST204',
          `Could not find the '${name}' column of '${table.name}' in the schema cache`,
        )
      }
      return name
    })
  }

  async function write(
    request: IncomingMessage,
    url: URL,
    table: TableInfo,
    tx: Tx,
    statement: string,
    params: Params,
    okStatus: number,
  ): Promise<Reply> {
    const preferences = prefer(request)
    const representation = preferences.get('return') === 'representation'
    if (!representation) {
      const result = await tx.query(statement, params.values)
      if (singular(request) && result.affectedRows !== 1) {
        throw pgrst(
          406,
          'PGRST116',
          'Cannot coerce the result to a single JSON object',
          `The result contains ${result.affectedRows ?? 0} rows`,
        )
      }
      const status = okStatus === 201 ? 201 : 204
      return {
        status,
        headers: { 'Content-Range': contentRange(0, result.affectedRows ?? 0, undefined) },
      }
    }
    const columns = selectList(table, url.searchParams.get('select'))
    const { rows } = await tx.query<{ body: string; n: number }>(
      `with _pgrst_w as (${statement} returning _pgrst_t.*)
       select coalesce(json_agg(_pgrst_r), '[]')::text as body, count(*)::int as n
         from (select ${columns} from _pgrst_w) _pgrst_r`,
      params.values,
    )
    const { body, n } = rows[0] as { body: string; n: number }
    return shaped(request, okStatus === 201 ? 201 : 200, body, n, {
      'Content-Range': contentRange(0, n, undefined),
    })
  }

  async function insert(
    request: IncomingMessage,
    url: URL,
    table: TableInfo,
    raw: Buffer,
    tx: Tx,
  ): Promise<Reply> {
    const rows = bodyRows(raw, true)
    const columns = payloadColumns(table, url, rows)
    const params = new Params()
    const target = `public.${qi(table.name)}`
    let statement: string
    if (columns.length === 0) {
      statement = `insert into ${target} as _pgrst_t default values`
    } else {
      const list = columns.map(qi).join(', ')
      statement = `insert into ${target} as _pgrst_t (${list})
        select ${list} from json_populate_recordset(null::${target}, ${params.add(JSON.stringify(rows))}::json)`
    }
    const resolution = prefer(request).get('resolution')
    if (resolution === 'merge-duplicates' || resolution === 'ignore-duplicates') {
      const onConflict = url.searchParams.get('on_conflict')
      const keys = onConflict
        ? onConflict.split(',').map((name) => columnOf(table, name.trim()))
        : table.primaryKey
      if (keys.length === 0) throw pgrst(400, 'PGRST100', 'on_conflict needs a unique key')
      const updates = columns.filter((column) => !keys.includes(column))
      statement +=
        resolution === 'ignore-duplicates' || updates.length === 0
          ? ` on conflict (${keys.map(qi).join(', ')}) do nothing`
          : ` on conflict (${keys.map(qi).join(', ')}) do update set ${updates
              .map((column) => `${qi(column)} = excluded.${qi(column)}`)
              .join(', ')}`
    }
    return write(request, url, table, tx, statement, params, 201)
  }

  async function update(
    request: IncomingMessage,
    url: URL,
    table: TableInfo,
    raw: Buffer,
    tx: Tx,
  ): Promise<Reply> {
    const [row] = bodyRows(raw, false) as [Record<string, unknown>]
    const columns = payloadColumns(table, url, [row])
    const params = new Params()
    const target = `public.${qi(table.name)}`
    const payload = params.add(JSON.stringify(row))
    const where = whereClause(table, url, params)
    if (!where) throw pgrst(400, '21000', 'UPDATE requires a WHERE clause')
    if (columns.length === 0) return read(request, new URL('http://x/?limit=0'), table, tx, false)
    const statement = `update ${target} as _pgrst_t
        set ${columns.map((column) => `${qi(column)} = _pgrst_j.${qi(column)}`).join(', ')}
       from (select * from json_populate_record(null::${target}, ${payload}::json)) _pgrst_j
      ${where}`
    return write(request, url, table, tx, statement, params, 200)
  }

  async function remove(
    request: IncomingMessage,
    url: URL,
    table: TableInfo,
    tx: Tx,
  ): Promise<Reply> {
    const params = new Params()
    const where = whereClause(table, url, params)
    if (!where) throw pgrst(400, '21000', 'DELETE requires a WHERE clause')
    return write(
      request,
      url,
      table,
      tx,
      `delete from public.${qi(table.name)} as _pgrst_t ${where}`,
      params,
      200,
    )
  }

  async function rpc(
    request: IncomingMessage,
    url: URL,
    name: string,
    raw: Buffer,
    tx: Tx,
  ): Promise<Reply> {
    const { rows: candidates } = await tx.query<{
      args: string[] | null
      types: string[] | null
      retset: boolean
    }>(
      `select p.proargnames as args,
              array(select format_type(t, null) from unnest(p.proargtypes) t) as types,
              p.proretset as retset
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.proname = $1`,
      [name],
    )
    let args: Record<string, unknown> = {}
    if (request.method === 'GET' || request.method === 'HEAD') {
      args = Object.fromEntries(url.searchParams)
    } else {
      const parsed = parseJson(raw)
      if (
        !parsed.ok ||
        (parsed.value !== undefined &&
          (typeof parsed.value !== 'object' || Array.isArray(parsed.value)))
      ) {
        throw pgrst(400, 'PGRST102', 'Empty or invalid json')
      }
      args = (parsed.value as Record<string, unknown>) ?? {}
    }
    const given = Object.keys(args).sort()
    const match = candidates.find((candidate) => {
      const names = (candidate.args ?? []).slice(0, candidate.types?.length ?? 0)
      return [...names].sort().join(',') === given.join(',')
    })
    if (!match) {
      throw pgrst(
        404,
        'PGRST202',
        `Could not find the function public.${name}(${given.join(', ')}) in the schema cache`,
      )
    }
    const params = new Params()
    const names = (match.args ?? []).slice(0, match.types?.length ?? 0)
    const call = `public.${qi(name)}(${names
      .map((arg, index) => {
        const value = args[arg]
        const text =
          value === null || value === undefined
            ? null
            : typeof value === 'string'
              ? value
              : JSON.stringify(value)
        return `${qi(arg)} => cast(${params.add(text)}::text as ${match.types?.[index]})`
      })
      .join(', ')})`
    const sql = match.retset
      ? `select coalesce(json_agg(_pgrst_r), '[]')::text as body from ${call} _pgrst_r`
      : `select to_json(${call})::text as body`
    const { rows } = await tx.query<{ body: string | null }>(sql, params.values)
    return json(
      200,
      rows[0]?.body === null || rows[0]?.body === undefined ? null : JSON.parse(rows[0].body),
    )
  }

  return async (request: IncomingMessage, path: string, url: URL, raw: Buffer): Promise<Reply> => {
    let role = 'anon'
    try {
      const method = request.method ?? 'GET'
      const profile = header(
        request,
        method === 'GET' || method === 'HEAD' ? 'accept-profile' : 'content-profile',
      )
      if (profile && profile !== 'public') {
        throw pgrst(
          406,
          'PGRST106',
          `Invalid schema: ${profile}`,
          null,
          'Only the following schemas are exposed: public',
        )
      }
      const claims = await resolveClaims(request, url)
      role = String(claims.role ?? 'anon')
      const readOnly = method === 'GET' || method === 'HEAD'
      const rpcName = /^\/rpc\/([A-Za-z_][A-Za-z0-9_]*)$/.exec(path)?.[1]
      if (rpcName) {
        return await inTransaction(request, path, claims, readOnly, (tx) =>
          rpc(request, url, rpcName, raw, tx),
        )
      }
      const name = /^\/([^/]+)$/.exec(path)?.[1]
      const table = name ? await loadTable(ctx.db, decodeURIComponent(name)) : undefined
      if (!table) {
        throw pgrst(
          404,
          'PGRST205',
          `Could not find the table 'public.${name ?? ''}' in the schema cache`,
        )
      }
      const work: Record<string, Work | undefined> = {
        GET: (tx) => read(request, url, table, tx, false),
        HEAD: (tx) => read(request, url, table, tx, true),
        POST: (tx) => insert(request, url, table, raw, tx),
        PATCH: (tx) => update(request, url, table, raw, tx),
        DELETE: (tx) => remove(request, url, table, tx),
      }
      const handler = work[method]
      if (!handler) throw pgrst(405, 'PGRST117', `Unsupported HTTP method: ${method}`)
      return await inTransaction(request, path, claims, readOnly, (tx) =>
        handler(tx, table, new Params()),
      )
    } catch (error) {
      const rest = pgError(error, role)
      return json(
        rest.status,
        rest.body,
        rest.status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {},
      )
    }
  }
}
