/**
 * How hard the property tests and fuzzers try, read once from the environment.
 *
 * Every run draws a fresh seed (printed, and repeated with `FUZZ_SEED=<seed>`), so successive
 * runs explore new inputs instead of repeating one sample. The everyday run (`./run test`, CI)
 * tries a tenth of each property's full count; `./run fuzz` (`LARDER_FUZZ_FULL=1`) tries the full
 * count: 10,000 requests per endpoint for the API fuzzers. `FUZZ_RUNS=<n>` sets the per-endpoint
 * count directly.
 */

const env = typeof process === 'undefined' ? {} : process.env;

function readSeed(): number {
  const given = env.FUZZ_SEED;
  if (given !== undefined && given !== '') {
    const seed = Number(given);
    if (!Number.isInteger(seed)) throw new Error(`FUZZ_SEED must be an integer, not "${given}".`);
    return seed | 0;
  }
  return (Math.random() * 2 ** 31) | 0;
}

/** True when every property runs at its full count (`./run fuzz`). */
export const FULL_STRENGTH = env.LARDER_FUZZ_FULL === '1';

/** The share of each property's full count that the everyday run tries. */
export const EVERYDAY_SHARE = 0.1;

/** This process's seed for every property and fuzzer (the same within a test file). */
export const PROPERTY_SEED = readSeed();

let announced = false;
function announce(): void {
  if (announced) return;
  announced = true;
  const strength = FULL_STRENGTH ? 'full strength' : `${EVERYDAY_SHARE * 100}% of full strength`;
  console.info(`properties: seed ${PROPERTY_SEED}, ${strength} (repeat with FUZZ_SEED=${PROPERTY_SEED})`);
}

/**
 * fast-check options for a property whose full strength is `fullRuns`: the run's seed, and the
 * full count or the everyday share of it (never fewer than `minimum`).
 */
export function propertyRuns(fullRuns: number, minimum = 100): { seed: number; numRuns: number } {
  announce();
  const numRuns = FULL_STRENGTH
    ? fullRuns
    : Math.max(Math.min(minimum, fullRuns), Math.round(fullRuns * EVERYDAY_SHARE));
  return { seed: PROPERTY_SEED, numRuns };
}
