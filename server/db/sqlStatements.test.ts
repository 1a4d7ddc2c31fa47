import { describe, expect, it } from 'vitest'
import { splitStatements } from './sqlStatements'

describe('splitStatements', () => {
  it('splits at each ; and leaves comments and blank statements out', () => {
    const text = `-- a table\ncreate table a (x text); /* two */ insert into a values ('x');\n;\nselect 1`
    expect(splitStatements(text, 'sqlite')).toEqual([
      'create table a (x text)',
      "insert into a values ('x')",
      'select 1'
    ])
  })

  it('keeps a ; or a comment marker inside quotes', () => {
    const text = `insert into a values ('a;b', 'it''s -- not a comment');\nselect "odd;name" from a;`
    expect(splitStatements(text, 'postgres')).toEqual([
      "insert into a values ('a;b', 'it''s -- not a comment')",
      'select "odd;name" from a'
    ])
  })

  it('keeps a SQLite trigger whole, from BEGIN to its END, with CASE … END inside', () => {
    const trigger = `create trigger t after insert on a when (new.x <> 'end;') begin
  update b set n = case when new.x = 'y' then 1 else 0 end;
  delete from c;
end`
    expect(
      splitStatements(`${trigger};\ncreate temp trigger u after delete on a begin select 1; end;`, 'sqlite')
    ).toEqual([trigger, 'create temp trigger u after delete on a begin select 1; end'])
  })

  it('keeps a PostgreSQL dollar-quoted body whole', () => {
    const fn = `create function f() returns trigger language plpgsql as $$
  begin update a set n = n + 1; return null; end $$`
    const tagged = `create function g() returns int language sql as $body$ select 1; $body$`
    expect(
      splitStatements(
        `${fn};\n${tagged};\ncreate trigger t after insert on a execute function f();`,
        'postgres'
      )
    ).toEqual([fn, tagged, 'create trigger t after insert on a execute function f()'])
  })

  it('refuses an unterminated string instead of running half a statement', () => {
    expect(() => splitStatements("insert into a values ('x);", 'sqlite')).toThrow(/unterminated/)
  })
})
