import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'shared/src/**/*.test.ts',
      'api/src/**/*.test.ts',
      'builder/src/**/*.test.ts',
      'ops/src/**/*.test.ts',
      'site-template/src/**/*.test.{ts,tsx}',
      'platform/src/**/*.test.{ts,tsx}',
      'stripe-emulator/src/**/*.test.ts',
      '*.test.ts',
    ],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
  },
});
