import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { keptStatements } from './sqlite-dialect.ts';

function database() {
  const sqlite = new Database(':memory:');
  sqlite.exec('create table t (n integer)');
  const insert = sqlite.prepare('insert into t values (?)');
  for (let n = 0; n < 5; n += 1) insert.run(n);
  return sqlite;
}

describe('keptStatements', () => {
  it('prepares each SQL text once and gives the same statement again', () => {
    const kept = keptStatements(database());
    const first = kept.prepare('select n from t where n > ?');
    expect(kept.prepare('select n from t where n > ?')).toBe(first);
    expect(first.all([2])).toEqual([{ n: 3 }, { n: 4 }]);
    expect(kept.prepare('select n from t where n > ?').all([3])).toEqual([{ n: 4 }]);
  });

  it('gives a statement of its own to a query whose text is still being iterated', () => {
    const kept = keptStatements(database());
    const sql = 'select n from t order by n';
    const outer = kept.prepare(sql);
    const seen: number[][] = [];
    for (const row of outer.iterate([]) as Iterable<{ n: number }>) {
      const inner = kept.prepare(sql);
      expect(inner).not.toBe(outer);
      seen.push([row.n, (inner.all([]) as { n: number }[]).length]);
    }
    expect(seen).toEqual([0, 1, 2, 3, 4].map((n) => [n, 5]));
    expect(kept.prepare(sql)).toBe(outer);
  });

  it('keeps at most the number of statements it is given, the least recently used out first', () => {
    const kept = keptStatements(database(), 3);
    const statements = [1, 2, 3].map((n) => kept.prepare(`select ${n}`));
    kept.prepare('select 1');
    kept.prepare('select 4');
    expect(kept.prepare('select 1')).toBe(statements[0]);
    expect(kept.prepare('select 3')).toBe(statements[2]);
    expect(kept.prepare('select 2')).not.toBe(statements[1]);
  });
});
