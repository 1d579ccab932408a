import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

/**
 * Island tests get jsdom and the DOM matchers from their project (vitest.config.ts, project
 * "islands"), with no per-file `@vitest-environment` line.
 */
describe('the island test project', () => {
  it('renders a component into a DOM and matches it with the DOM matchers', () => {
    render(<button type="button">Play</button>);
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });
});
