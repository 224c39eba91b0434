import { describe, expect, it } from 'vitest'
import { chooseTool, parseToolVersion, versionFromNum, type PgTool } from './pg-tools'

/** Issue 16, section 5: a backup on a machine whose client cannot handle the server says what to install. */
const tool = (version: string, path = `/usr/lib/postgresql/${version.split('.')[0]}/bin/pg_dump`): PgTool => ({
  program: 'pg_dump',
  path,
  version,
  major: Number(version.split('.')[0]),
})

describe('PostgreSQL client tools', () => {
  it.each([
    ['pg_dump (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)', '15.18'],
    ['pg_restore (PostgreSQL) 18.1', '18.1'],
    ['pg_dump (PostgreSQL) 18beta1', '18'],
    ['Error: You must install at least one postgresql-client-<version> package', null],
  ])('reads the version of %s', (output, version) => {
    expect(parseToolVersion(output)).toBe(version)
  })

  it.each([
    [150018, '15.18'],
    [180001, '18.1'],
    [170000, '17.0'],
  ])('turns server_version_num %i into %s', (num, version) => {
    expect(versionFromNum(num)).toBe(version)
  })

  it('picks the closest major at or above the server, exact first', () => {
    const tools = [tool('15.18'), tool('17.2'), tool('18.1')]
    expect(chooseTool('pg_dump', tools, { major: 15, version: '15.18', what: 'server' }, false)).toEqual({
      ok: true,
      tool: tools[0],
    })
    expect(chooseTool('pg_dump', tools, { major: 16, version: '16.4', what: 'server' }, false)).toEqual({
      ok: true,
      tool: tools[1],
    })
  })

  it('names the server version, the client version and the package to install when the client is older', () => {
    const choice = chooseTool(
      'pg_dump',
      [tool('15.18', '/usr/bin/pg_dump')],
      { major: 18, version: '18.1', what: 'server' },
      false,
    )
    expect(choice.ok).toBe(false)
    if (choice.ok) return
    expect(choice.message).toContain(
      'The database server is PostgreSQL 18.1; the newest pg_dump here is 15.18 (/usr/bin/pg_dump)',
    )
    expect(choice.message).toContain('Install postgresql-client-18')
    expect(choice.message).toContain('PG_BIN_DIR')
  })

  it('says which pg_dump wrote a backup that this pg_restore cannot read', () => {
    const choice = chooseTool(
      'pg_restore',
      [{ ...tool('15.18'), program: 'pg_restore' }],
      { major: 18, version: '18.1', what: 'archive' },
      false,
    )
    expect(choice).toMatchObject({
      ok: false,
      message: expect.stringContaining('The backup was written by pg_dump 18.1; the newest pg_restore here is 15.18'),
    })
  })

  it("points a machine with no client at Debian's postgresql-client", () => {
    expect(chooseTool('pg_dump', [], { major: 15, version: '15.18', what: 'server' }, false)).toMatchObject({
      ok: false,
      message: expect.stringContaining(
        "pg_dump was not found. Install Debian's postgresql-client (apt-get install postgresql-client)",
      ),
    })
    expect(chooseTool('pg_dump', [], { major: 18, version: '18.1', what: 'server' }, true)).toMatchObject({
      ok: false,
      message: expect.stringContaining('pg_dump was not found in PG_BIN_DIR. Install postgresql-client-18'),
    })
  })
})
