import {
  CompiledQuery,
  PostgresDialect,
  PostgresDriver,
  type DatabaseConnection,
  type Driver,
  type TransactionBuilder,
  type TransactionSettings,
} from 'kysely';
import pg from 'pg';

/*
 * Values come back as they do from SQLite, so one set of repositories serves both engines:
 * counts, sums and 64-bit integers as numbers (ours stay far below 2^53), not as strings.
 */
type TypeId = Parameters<typeof pg.types.getTypeParser>[0];
function getTypeParser(oid: TypeId, format: 'text' | 'binary' = 'text'): (value: string) => unknown {
  if (oid === pg.types.builtins.INT8 || oid === pg.types.builtins.NUMERIC) return Number;
  // pg-types declares its parsers as returning any; each takes the value's text.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-return
  return pg.types.getTypeParser(oid, format);
}
const types: pg.CustomTypesConfig = { getTypeParser };

/** Connections per process: requests wait for one rather than opening more. */
export const POOL_SIZE = 10;

export function openPostgresPool(url: string, max = POOL_SIZE): pg.Pool {
  // A server that cannot be reached fails a request (and /health answers 503) within 5 s.
  const pool = new pg.Pool({
    connectionString: url,
    max,
    types,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
  });
  // An idle connection the server ends (a restart, a kill) is dropped from the pool, not thrown.
  pool.on('error', () => undefined);
  return pool;
}

/**
 * Transactions as SQLite's single writer gave them, on a server with many: a read-write
 * transaction runs SERIALIZABLE (so a read-then-write, such as spending a link or applying a
 * payment, behaves as if no other transaction ran beside it), a read-only one sees one snapshot
 * (REPEATABLE READ) and never conflicts. A serializable transaction the server cannot order
 * fails with 40001, and is run again whole (`retryingTransactions`).
 */
class SerializablePostgresDriver extends PostgresDriver {
  override async beginTransaction(
    connection: DatabaseConnection,
    settings: TransactionSettings,
  ): Promise<void> {
    if (settings.isolationLevel) return super.beginTransaction(connection, settings);
    const mode =
      settings.accessMode === 'read only'
        ? 'isolation level repeatable read, read only'
        : 'isolation level serializable, read write';
    await connection.executeQuery(CompiledQuery.raw(`start transaction ${mode}`));
  }
}

export class LarderPostgresDialect extends PostgresDialect {
  readonly #pool: pg.Pool;

  constructor(pool: pg.Pool) {
    super({ pool });
    this.#pool = pool;
  }

  override createDriver(): Driver {
    return new SerializablePostgresDriver({ pool: this.#pool });
  }
}

/** SQLSTATEs after which a transaction run again may succeed: serialization failure, deadlock. */
const RETRYABLE = new Set(['40001', '40P01']);
export const TRANSACTION_ATTEMPTS = 12;

export function isRetryableTransactionError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    RETRYABLE.has(error.code)
  );
}

/**
 * A transaction builder whose `execute` runs the work again when the server could not serialize
 * it, after a short random wait that grows with each attempt. The work may run more than once, so
 * it must do nothing but database work (which the failed attempt rolled back).
 */
export function retryingTransactions<DB>(builder: TransactionBuilder<DB>): TransactionBuilder<DB> {
  const retrying = {
    setAccessMode: (mode: Parameters<TransactionBuilder<DB>['setAccessMode']>[0]) =>
      retryingTransactions(builder.setAccessMode(mode)),
    setIsolationLevel: (level: Parameters<TransactionBuilder<DB>['setIsolationLevel']>[0]) =>
      retryingTransactions(builder.setIsolationLevel(level)),
    execute: async <T>(work: Parameters<TransactionBuilder<DB>['execute']>[0]): Promise<T> => {
      for (let attempt = 1; ; attempt++) {
        try {
          return (await builder.execute(work)) as T;
        } catch (error) {
          if (!isRetryableTransactionError(error) || attempt >= TRANSACTION_ATTEMPTS) throw error;
          const wait = Math.random() * Math.min(200, 2 ** attempt);
          await new Promise((resolve) => setTimeout(resolve, wait));
        }
      }
    },
  };
  return retrying as unknown as TransactionBuilder<DB>;
}
