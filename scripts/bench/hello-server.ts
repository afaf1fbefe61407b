/** The baseline of the API load bench: a bare Hono app answering "hello" on the given port. */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono().get('/', (c) => c.text('hello'));
serve({ fetch: app.fetch, hostname: '127.0.0.1', port: Number(process.argv[2]) });
