/** DOM matchers (toBeEnabled, toHaveTextContent, …) for island tests under jsdom. */
import '@testing-library/jest-dom/vitest';
