import { propertyRuns } from '@larder/shared/test-support/property-runs';
import fc from 'fast-check';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { apiCors } from './api-cors.ts';
import type { AppEnv } from './app-env.ts';

const ALLOWED = new Set(['http://family-table.localhost:4321', 'http://localhost:4321']);
const options = {
  origin: (origin: string) => (ALLOWED.has(origin) ? origin : null),
  allowHeaders: ['Authorization', 'Content-Type', 'If-None-Match'],
  allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
  exposeHeaders: ['Retry-After', 'ETag', 'Content-Disposition'],
  maxAge: 600,
};

/** The same small API behind either middleware: JSON, a header of its own, a thrown error, a 303. */
function appWith(middleware: 'hono' | 'ours') {
  const app = new Hono<AppEnv>()
    .use('*', middleware === 'hono' ? cors({ ...options, credentials: true }) : apiCors(options))
    .get('/json', (c) => {
      c.header('Vary', 'Accept-Encoding', { append: true });
      return c.json({ ok: true });
    })
    .post('/json', (c) => c.json({ made: true }, 201))
    .get('/fails', () => {
      throw new HTTPException(418, { message: 'no' });
    })
    .get('/moved', async (c, next) => {
      await next();
      const headers = new Headers(c.res.headers);
      headers.set('Location', '/elsewhere');
      c.res = undefined;
      c.res = new Response(null, { status: 303, headers });
    });
  app.onError((error, c) => c.json({ error: String(error) }, 418));
  return app;
}

/** Headers as a browser reads them: `Vary` as a set of names. */
function seen(response: Response) {
  const headers = Object.fromEntries(
    [...response.headers.entries()].filter(([name]) => name !== 'vary' && name !== 'content-length'),
  );
  const vary = new Set(
    (response.headers.get('vary') ?? '').split(',').map((name) => name.trim().toLowerCase()),
  );
  return { status: response.status, headers, vary: [...vary].filter(Boolean).sort() };
}

describe('apiCors', () => {
  const hono = appWith('hono');
  const ours = appWith('ours');

  it('answers every request with the headers Hono’s CORS middleware gives it, errors and preflights included', async () => {
    const origin = fc.oneof(
      fc.constantFrom(...ALLOWED, '', 'null', 'https://elsewhere.example'),
      fc.webUrl(),
    );
    const request = fc.constantFrom(
      ['GET', '/json'],
      ['POST', '/json'],
      ['GET', '/fails'],
      ['GET', '/moved'],
      ['GET', '/nowhere'],
      ['OPTIONS', '/json'],
    );
    await fc.assert(
      fc.asyncProperty(origin, request, fc.boolean(), async (from, [method, path], withHeaders) => {
        const init = {
          method,
          headers: {
            ...(from ? { Origin: from } : {}),
            ...(withHeaders ? { 'Access-Control-Request-Headers': 'authorization, x-extra' } : {}),
          },
        };
        expect(seen(await ours.request(path, init))).toEqual(seen(await hono.request(path, init)));
      }),
      propertyRuns(400),
    );
  });

  it('allows only the origins it is given, with credentials, and says it varies by origin', async () => {
    const allowed = await ours.request('/json', { headers: { Origin: 'http://localhost:4321' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:4321');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    expect(allowed.headers.get('vary')).toContain('Origin');
    const other = await ours.request('/json', { headers: { Origin: 'https://elsewhere.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
