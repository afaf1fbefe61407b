import { describe, expect, it } from 'vitest';
import { buildStateOf } from './managed-kitchens-read.ts';

const job = (
  status: 'queued' | 'running' | 'done' | 'failed',
  createdAt: string,
  extra: { error?: string; finishedAt?: string } = {},
) => ({
  site_slug: 'k',
  status,
  error: extra.error ?? null,
  finished_at: extra.finishedAt ?? null,
  created_at: createdAt,
});

describe('buildStateOf', () => {
  it('is never-built without jobs', () => {
    expect(buildStateOf([], false)).toEqual({ state: 'never-built', liveAt: null, error: null });
  });

  it('is live with the time the newest good build finished', () => {
    const jobs = [
      job('done', '2026-01-01', { finishedAt: '2026-01-01T00:01' }),
      job('done', '2026-01-02', { finishedAt: '2026-01-02T00:01' }),
    ];
    expect(buildStateOf(jobs, false)).toEqual({ state: 'live', liveAt: '2026-01-02T00:01', error: null });
  });

  it('is queued behind a newer change, still saying when the kitchen last went live', () => {
    const jobs = [job('queued', '2026-01-03'), job('done', '2026-01-02', { finishedAt: '2026-01-02T00:01' })];
    expect(buildStateOf(jobs, false)).toMatchObject({ state: 'queued', liveAt: '2026-01-02T00:01' });
  });

  it('is building while a lease is held, whatever the jobs say', () => {
    expect(buildStateOf([job('queued', '2026-01-03')], true).state).toBe('building');
  });

  it("is failed with the builder's words once the newest job gave up", () => {
    const jobs = [job('failed', '2026-01-03', { error: 'Recipe page did not render' })];
    expect(buildStateOf(jobs, false)).toEqual({
      state: 'failed',
      liveAt: null,
      error: 'Recipe page did not render',
    });
  });
});

describe('buildStateOf and scheduled publishes', () => {
  it('does not count a build waiting for a scheduled publish as pending', () => {
    const done = { ...job('done', '2026-01-01', { finishedAt: '2026-01-01T00:01' }) };
    const later = { ...job('queued', '2026-01-02'), not_before: '2030-01-01T00:00:00Z' };
    expect(buildStateOf([done, later], false, Date.parse('2026-06-01')).state).toBe('live');
    expect(buildStateOf([done, later], false, Date.parse('2031-01-01')).state).toBe('queued');
  });
});
