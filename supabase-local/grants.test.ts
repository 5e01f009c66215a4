import { describe, expect, it } from 'vitest'
import { createServiceClient, sql } from '../tests/integration/stand-in.ts'

/**
 * Grants as a Supabase project created today has them (docs/decisions/095-explicit-grants.md): the database
 * gives a new `public` table, sequence or function to no API role, so each privilege below exists only because
 * a migration grants it. The matrix is exact for the tables it names: a grant a migration forgets, or one it
 * adds by accident, fails here. Behaviour (who can do what through the API) is proved in rls.test.ts.
 */

const API_ROLES = ['anon', 'authenticated', 'service_role'] as const

/** Table privileges per role, sorted; '' = none. Column-level grants are listed separately. */
const TABLE_GRANTS: Record<string, Record<(typeof API_ROLES)[number], string>> = {
  admin_allowlist: {
    anon: '',
    authenticated: '',
    service_role: 'DELETE,INSERT,SELECT,UPDATE',
  },
  // Every Italian comune (ADR 100): reference data, read by the function only (inquiry towns are checked against it).
  comuni: {
    anon: '',
    authenticated: '',
    service_role: 'SELECT',
  },
  form_submissions: {
    anon: '',
    authenticated: 'SELECT',
    service_role: 'INSERT,SELECT,UPDATE',
  },
  inquiry_attempts: {
    anon: '',
    authenticated: '',
    service_role: 'DELETE,INSERT,SELECT',
  },
  // Each e-mail try (ADR 082): written and read by the function only.
  inquiry_email_tries: {
    anon: '',
    authenticated: '',
    service_role: 'INSERT,SELECT',
  },
  // The team's workflow (ADR 085): admins read; notes are added and corrected through column grants; no row is removed.
  inquiry_history: {
    anon: '',
    authenticated: 'SELECT',
    service_role: 'SELECT',
  },
  inquiry_notes: {
    anon: '',
    authenticated: 'SELECT',
    service_role: 'SELECT',
  },
  profiles: {
    anon: '',
    authenticated: 'SELECT',
    service_role: '',
  },
}

/** Column privileges granted on their own (beyond what a table grant implies). */
const COLUMN_GRANTS = [
  'authenticated INSERT inquiry_notes.body',
  'authenticated INSERT inquiry_notes.submission_id',
  'authenticated UPDATE form_submissions.cancel_reason',
  'authenticated UPDATE form_submissions.follow_up_on',
  'authenticated UPDATE form_submissions.lead_status',
  'authenticated UPDATE form_submissions.owner_id',
  'authenticated UPDATE form_submissions.status',
  'authenticated UPDATE form_submissions.version',
  // The author corrects or deletes a note (docs/decisions/203): the text, and the deletion mark.
  'authenticated UPDATE inquiry_notes.body',
  'authenticated UPDATE inquiry_notes.deleted_at',
  // No profile column: a member's name is set from the sign-up and changed only by the owners (migration 20261128123000).
]

describe('grants', () => {
  it('the bootstrap gives new public objects to no API role (as the current CLI)', async () => {
    const defaults = await sql<{ acl: string }>(
      `select coalesce(array_to_string(d.defaclacl, ','), '') as acl
         from pg_default_acl d join pg_namespace n on n.oid = d.defaclnamespace
        where n.nspname = 'public'`,
    )
    for (const { acl } of defaults)
      for (const role of API_ROLES) expect(acl).not.toMatch(new RegExp(`(^|,)${role}=`))

    await sql('create table public.grants_probe (id int primary key)')
    try {
      const rows = await sql(
        `select grantee from information_schema.role_table_grants
          where table_schema = 'public' and table_name = 'grants_probe' and grantee = any($1)`,
        [API_ROLES],
      )
      expect(rows).toEqual([])
      const probe = await createServiceClient().from('grants_probe').select('id')
      expect(probe.error?.code).toBe('42501')
    } finally {
      await sql('drop table public.grants_probe')
    }
  })

  it('each table of the product has exactly the grants its migrations write', async () => {
    const rows = await sql<{ table_name: string; grantee: string; privileges: string }>(
      `select table_name, grantee, string_agg(privilege_type, ',' order by privilege_type) as privileges
         from information_schema.role_table_grants
        where table_schema = 'public' and grantee = any($1)
          and privilege_type in ('SELECT', 'INSERT', 'UPDATE', 'DELETE')
        group by table_name, grantee`,
      [API_ROLES],
    )
    for (const [table, expected] of Object.entries(TABLE_GRANTS)) {
      for (const role of API_ROLES) {
        const actual =
          rows.find((row) => row.table_name === table && row.grantee === role)?.privileges ?? ''
        expect(`${role} on ${table}: ${actual}`).toBe(`${role} on ${table}: ${expected[role]}`)
      }
    }
  })

  it('column grants are the ones the admin console and profiles need', async () => {
    const rows = await sql<{ grant: string }>(
      `select c.grantee || ' ' || c.privilege_type || ' ' || c.table_name || '.' || c.column_name as grant
         from information_schema.column_privileges c
        where c.table_schema = 'public' and c.grantee = any($1) and c.table_name = any($2)
          and not exists (
            select 1 from information_schema.role_table_grants t
             where t.table_schema = c.table_schema and t.table_name = c.table_name
               and t.grantee = c.grantee and t.privilege_type = c.privilege_type)
        order by 1`,
      [API_ROLES, Object.keys(TABLE_GRANTS)],
    )
    expect(rows.map((row) => row.grant)).toEqual(COLUMN_GRANTS)
  })

  it('every public table has row-level security on', async () => {
    const rows = await sql<{ name: string; rls: boolean }>(
      `select c.relname as name, c.relrowsecurity as rls
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p')`,
    )
    expect(rows.filter((row) => !row.rls).map((row) => row.name)).toEqual([])
  })
})
