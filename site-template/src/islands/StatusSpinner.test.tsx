// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { RedirectingSpinner } from './StatusSpinner';

afterEach(cleanup);

it('announces "Redirecting..." as a status beside a spinner hidden from screen readers', () => {
  render(<RedirectingSpinner />);
  const status = screen.getByRole('status');
  expect(status.textContent).toBe('Redirecting...');
  expect(status.querySelector('.spinner')?.getAttribute('aria-hidden')).toBe('true');
});
