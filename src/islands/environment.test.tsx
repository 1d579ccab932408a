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

describe('the islands runtime', () => {
  it("is React 19's own (docs/decisions/0066-react-runtime.md), not a compatibility layer", async () => {
    const react = await import('react');
    const reactDom = await import('react-dom');
    expect(react.version).toMatch(/^19\./);
    expect(reactDom.version).toBe(react.version);
    // React 19 passes `ref` to function components as a prop and has Actions' hooks.
    expect(typeof react.useActionState).toBe('function');
    expect(typeof react.useOptimistic).toBe('function');
  });
});
