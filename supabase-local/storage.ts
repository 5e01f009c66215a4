import { randomUUID } from 'node:crypto'
import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import type { IncomingMessage } from 'node:http'
import { dirname, resolve, sep } from 'node:path'
import type { Db, Tx } from './database.ts'
import { header, json, type Reply } from './http.ts'
import { apiKeyToJwt, bearerOf, signJwt, verifyJwt, type Claims } from './keys.ts'

/**
 * /storage/v1: the part of Supabase Storage's HTTP API the product uses, with its rules (docs/decisions/152).
 * Served as supabase/storage serves it, so the real storage-js (supabase-js's `storage`) works unchanged:
 *   POST   /object/upload/sign/{bucket}/{name}   → { url: '/object/upload/sign/…?token=…' }  (insert right)
 *   PUT    /object/upload/sign/{bucket}/{name}?token=…  the upload (multipart from storage-js, or a raw body)
 *   POST   /object/sign/{bucket}/{name} {expiresIn}     → { signedURL: '/object/sign/…?token=…' } (select right)
 *   GET    /object/sign/{bucket}/{name}?token=…  the bytes
 *   GET    /object/{authenticated/}{bucket}/{name}     the bytes (select right)
 *   GET    /object/info/{authenticated/}{bucket}/{name} the object's size and stored type (select right)
 *   POST   /object/{bucket}/{name}               a direct upload (insert right)
 *   DELETE /object/{bucket} {prefixes}           removes objects (delete right) → the removed objects
 * Rights: the service role bypasses row-level security; any other role gets what storage.objects' policies
 * give it (the query runs as that role), so a bucket without policies is closed to anon and users, as hosted.
 * The bucket's file_size_limit and allowed_mime_types apply to every upload. Bytes live in `root` (the data
 * folder's storage/, or a temporary folder), metadata in storage.objects.
 */
export interface StorageContext {
  db: Db
  root: string
}

type Err = { status: number; error: string; message: string }
const fail = (status: number, error: string, message: string): Err => ({ status, error, message })
const reply = (e: Err): Reply =>
  json(e.status, { statusCode: String(e.status), error: e.error, message: e.message })

/** 2 hours, as Supabase's signed upload URLs. */
const UPLOAD_URL_SECONDS = 2 * 60 * 60
export const STORAGE_BODY_LIMIT = 55 * 1024 * 1024

function splitPath(rest: string): { bucket: string; name: string } | undefined {
  const match = /^\/([^/]+)\/(.+)$/.exec(rest)
  if (!match) return undefined
  const name = decodeURIComponent(match[2] as string)
  if (name.split('/').some((part) => part === '' || part === '.' || part === '..')) return undefined
  return { bucket: decodeURIComponent(match[1] as string), name }
}

async function callerClaims(request: IncomingMessage): Promise<Claims> {
  const apikey = header(request, 'apikey')
  const token = bearerOf(header(request, 'authorization'), apikey)
  if (!token) throw fail(400, 'Unauthorized', 'headers must have required property authorization')
  if (apikey && !apiKeyToJwt(apikey)) throw fail(401, 'Unauthorized', 'Invalid API key')
  try {
    return await verifyJwt(token)
  } catch (error) {
    throw fail(400, 'Unauthorized', (error as Error).message)
  }
}

export function createStorageRouter(ctx: StorageContext) {
  const filePath = (bucket: string, name: string) => {
    const path = resolve(ctx.root, bucket, ...name.split('/'))
    if (!path.startsWith(resolve(ctx.root) + sep)) throw fail(400, 'InvalidKey', 'Invalid key')
    return path
  }

  async function bucketOf(bucket: string) {
    const { rows } = await ctx.db.query<{
      id: string
      file_size_limit: string | null
      allowed_mime_types: string[] | null
    }>('select id, file_size_limit, allowed_mime_types from storage.buckets where id = $1', [
      bucket,
    ])
    if (!rows[0]) throw fail(404, 'Bucket not found', 'Bucket not found')
    return rows[0]
  }

  /** Runs `work` as the caller's role with its claims (RLS applies), or as the owner for the service role. */
  async function asCaller<T>(claims: Claims, work: (tx: Tx) => Promise<T>): Promise<T> {
    const role = String(claims.role ?? 'anon')
    return ctx.db.transaction(async (tx) => {
      if (role !== 'service_role') {
        await tx.query(
          `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`,
          [role, JSON.stringify(claims)],
        )
      }
      return work(tx)
    })
  }

  /** Whether the caller's role may insert this object (a policy check that writes nothing). */
  async function mayInsert(claims: Claims, bucket: string, name: string): Promise<boolean> {
    if (claims.role === 'service_role') return true
    try {
      await asCaller(claims, async (tx) => {
        await tx.query(
          'insert into storage.objects (bucket_id, name, owner_id) values ($1, $2, $3)',
          [bucket, name, claims.sub ?? null],
        )
        throw new Error('rollback')
      })
    } catch (error) {
      return (error as Error).message === 'rollback'
    }
    return true
  }

  async function visibleObject(claims: Claims, bucket: string, name: string) {
    const rows = await asCaller(claims, async (tx) => {
      const result = await tx.query<{
        id: string
        metadata: { mimetype?: string; size?: number; eTag?: string; cacheControl?: string } | null
        created_at: string
        updated_at: string
      }>(
        'select id, metadata, created_at, updated_at from storage.objects where bucket_id = $1 and name = $2',
        [bucket, name],
      )
      return result.rows
    })
    if (!rows[0]) throw fail(404, 'not_found', 'Object not found')
    return rows[0]
  }

  function fileBody(request: IncomingMessage, body: Buffer): { bytes: Buffer; type: string } {
    const contentType = header(request, 'content-type') ?? 'application/octet-stream'
    const boundary = /^multipart\/form-data;.*boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType)
    if (!boundary) return { bytes: body, type: contentType.split(';')[0]!.trim() }
    const mark = Buffer.from(`--${boundary[1] ?? boundary[2]}`)
    let start = body.indexOf(mark)
    while (start !== -1) {
      const next = body.indexOf(mark, start + mark.length)
      if (next === -1) break
      const part = body.subarray(start + mark.length + 2, next - 2)
      const split = part.indexOf('\r\n\r\n')
      const head = part.subarray(0, split).toString('utf8')
      if (/filename=/i.test(head) || /name=""/.test(head)) {
        const type = /content-type:\s*([^\r\n;]+)/i.exec(head)?.[1]?.trim()
        return { bytes: part.subarray(split + 4), type: type ?? 'application/octet-stream' }
      }
      start = next
    }
    throw fail(400, 'InvalidRequest', 'No file in the multipart body')
  }

  async function store(
    request: IncomingMessage,
    body: Buffer,
    bucket: string,
    name: string,
    upsert: boolean,
    owner: string | null,
  ): Promise<Reply> {
    const settings = await bucketOf(bucket)
    const { bytes, type } = fileBody(request, body)
    const limit = settings.file_size_limit === null ? null : Number(settings.file_size_limit)
    if (limit !== null && bytes.length > limit)
      throw fail(413, 'Payload too large', 'The object exceeded the maximum allowed size')
    if (settings.allowed_mime_types?.length && !settings.allowed_mime_types.includes(type))
      throw fail(415, 'invalid_mime_type', `mime type ${type} is not supported`)
    const id = randomUUID()
    const metadata = {
      size: bytes.length,
      mimetype: type,
      eTag: `"${id}"`,
      cacheControl: 'max-age=3600',
    }
    const { rows } = await ctx.db.query<{ id: string }>(
      `insert into storage.objects (id, bucket_id, name, owner_id, metadata) values ($1, $2, $3, $4, $5)
       on conflict (bucket_id, name) do ${upsert ? 'update set metadata = excluded.metadata, updated_at = now()' : 'nothing'}
       returning id`,
      [id, bucket, name, owner, JSON.stringify(metadata)],
    )
    if (!rows[0]) throw fail(409, 'Duplicate', 'The resource already exists')
    const path = filePath(bucket, name)
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(path, bytes)
    return json(200, { Id: rows[0].id, Key: `${bucket}/${name}` })
  }

  async function serve(bucket: string, name: string, url: URL, mimetype?: string): Promise<Reply> {
    const path = filePath(bucket, name)
    if (!existsSync(path)) throw fail(404, 'not_found', 'Object not found')
    const download = url.searchParams.get('download')
    return {
      status: 200,
      headers: {
        'Content-Type': mimetype ?? 'application/octet-stream',
        'Cache-Control': 'no-store',
        ...(download !== null
          ? {
              'Content-Disposition': `attachment; filename="${(download || name.split('/').at(-1) || 'file').replace(/["\r\n]/g, '')}"`,
            }
          : {}),
      },
      body: readFileSync(path),
    }
  }

  async function verifySigned(url: URL, expected: string): Promise<Claims> {
    const token = url.searchParams.get('token')
    if (!token) throw fail(400, 'InvalidJWT', 'querystring must have required property token')
    let claims: Claims
    try {
      claims = await verifyJwt(token)
    } catch (error) {
      throw fail(400, 'InvalidJWT', (error as Error).message)
    }
    if (claims.url !== expected)
      throw fail(400, 'InvalidSignature', 'The url do not match the signature')
    return claims
  }

  async function route(request: IncomingMessage, rest: string, url: URL, body: Buffer) {
    const method = request.method ?? 'GET'
    if (rest.startsWith('/object/upload/sign/')) {
      const target = splitPath(rest.slice('/object/upload/sign'.length))
      if (!target) throw fail(400, 'InvalidKey', 'Invalid key')
      const key = `${target.bucket}/${target.name}`
      if (method === 'POST') {
        const claims = await callerClaims(request)
        await bucketOf(target.bucket)
        if (!(await mayInsert(claims, target.bucket, target.name)))
          throw fail(403, 'Unauthorized', 'new row violates row-level security policy')
        const token = await signJwt({
          url: key,
          upsert: header(request, 'x-upsert') === 'true',
          owner: claims.sub,
          exp: Math.floor(Date.now() / 1000) + UPLOAD_URL_SECONDS,
        })
        return json(200, { url: `/object/upload/sign/${encodeURI(key)}?token=${token}`, token })
      }
      if (method === 'PUT') {
        const claims = await verifySigned(url, key)
        return store(
          request,
          body,
          target.bucket,
          target.name,
          claims.upsert === true,
          (claims.owner as string | undefined) ?? null,
        )
      }
    }
    if (rest.startsWith('/object/sign/')) {
      const target = splitPath(rest.slice('/object/sign'.length))
      if (!target) throw fail(400, 'InvalidKey', 'Invalid key')
      const key = `${target.bucket}/${target.name}`
      if (method === 'POST') {
        const claims = await callerClaims(request)
        const input = JSON.parse(body.toString('utf8') || '{}') as { expiresIn?: unknown }
        const expiresIn = Number(input.expiresIn)
        if (!Number.isInteger(expiresIn) || expiresIn < 1)
          throw fail(400, 'InvalidRequest', 'body/expiresIn must be >= 1')
        await visibleObject(claims, target.bucket, target.name)
        const token = await signJwt({ url: key, exp: Math.floor(Date.now() / 1000) + expiresIn })
        return json(200, { signedURL: `/object/sign/${encodeURI(key)}?token=${token}` })
      }
      if (method === 'GET') {
        await verifySigned(url, key)
        const object = await visibleObject({ role: 'service_role' }, target.bucket, target.name)
        return serve(target.bucket, target.name, url, object.metadata?.mimetype)
      }
    }
    if (rest.startsWith('/object/info/') && method === 'GET') {
      // As supabase/storage's getObjectInfo answers (storage-js's `info` turns the keys to camelCase).
      const claims = await callerClaims(request)
      const target = splitPath(
        rest.slice('/object/info'.length).replace(/^\/authenticated(?=\/)/, ''),
      )
      if (!target) throw fail(400, 'InvalidKey', 'Invalid key')
      const object = await visibleObject(claims, target.bucket, target.name)
      return json(200, {
        id: object.id,
        name: target.name,
        version: object.id,
        bucket_id: target.bucket,
        size: object.metadata?.size ?? null,
        content_type: object.metadata?.mimetype ?? null,
        cache_control: object.metadata?.cacheControl ?? null,
        etag: object.metadata?.eTag ?? null,
        metadata: {},
        created_at: new Date(object.created_at).toISOString(),
        last_modified: new Date(object.updated_at).toISOString(),
      })
    }
    if (rest.startsWith('/object/')) {
      const claims = await callerClaims(request)
      const tail = rest.slice('/object'.length).replace(/^\/authenticated(?=\/)/, '')
      if (method === 'DELETE' && /^\/[^/]+\/?$/.test(tail)) {
        const bucket = decodeURIComponent(tail.replace(/\//g, ''))
        const input = JSON.parse(body.toString('utf8') || '{}') as { prefixes?: unknown }
        if (!Array.isArray(input.prefixes))
          throw fail(400, 'InvalidRequest', 'body must have required property prefixes')
        const names = input.prefixes.filter((value): value is string => typeof value === 'string')
        const removed = await asCaller(claims, async (tx) => {
          const result = await tx.query<{ name: string; id: string }>(
            'delete from storage.objects where bucket_id = $1 and name = any($2) returning name, id, bucket_id',
            [bucket, names],
          )
          return result.rows
        })
        for (const object of removed) rmSync(filePath(bucket, object.name), { force: true })
        return json(200, removed)
      }
      const target = splitPath(tail)
      if (!target) throw fail(400, 'InvalidKey', 'Invalid key')
      if (method === 'GET') {
        const object = await visibleObject(claims, target.bucket, target.name)
        return serve(target.bucket, target.name, url, object.metadata?.mimetype)
      }
      if (method === 'POST' || method === 'PUT') {
        if (!(await mayInsert(claims, target.bucket, target.name)))
          throw fail(403, 'Unauthorized', 'new row violates row-level security policy')
        return store(
          request,
          body,
          target.bucket,
          target.name,
          method === 'PUT' || header(request, 'x-upsert') === 'true',
          claims.sub ?? null,
        )
      }
    }
    throw fail(404, 'not_found', `The local stand-in does not serve ${method} /storage/v1${rest}`)
  }

  return async (request: IncomingMessage, rest: string, url: URL, body: Buffer): Promise<Reply> => {
    try {
      return await route(request, rest, url, body)
    } catch (error) {
      if (typeof error === 'object' && error !== null && 'status' in error && 'error' in error)
        return reply(error as Err)
      throw error
    }
  }
}

/** Forgets every stored file (the stand-in's reset; the rows go with the database's reset). */
export function clearStorage(root: string): void {
  rmSync(root, { recursive: true, force: true })
  mkdirSync(root, { recursive: true })
}
