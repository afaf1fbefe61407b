import { z } from 'zod';

// The forms validate with the API's zod schemas. By default zod probes `new Function` when the
// first object schema is defined, which the Content-Security-Policy refuses and reports as a
// violation; without that probe it validates the same, without compiling validators. Imported
// first by the entry module, so no schema is defined before this runs.
z.config({ jitless: true });
