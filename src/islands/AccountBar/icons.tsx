/** Decorative icons for the account strip; the buttons carry the accessible names. */
const Svg = ({ d }: { d: string }) => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path fill="currentColor" d={d} />
  </svg>
);

export const EyeIcon = () => (
  <Svg d="M12 5C6.5 5 2.7 9.4 1.5 12c1.2 2.6 5 7 10.5 7s9.3-4.4 10.5-7C21.3 9.4 17.5 5 12 5Zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9Zm0-2.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z" />
);

export const EyeOffIcon = () => (
  <Svg d="M3.3 2 2 3.3l3.1 3.1A13 13 0 0 0 1.5 12c1.2 2.6 5 7 10.5 7 1.9 0 3.6-.5 5-1.3l3.7 3.6 1.3-1.3L3.3 2ZM12 16.5a4.5 4.5 0 0 1-4.3-5.9l1.6 1.6a2.7 2.7 0 0 0 2.5 2.5l1.6 1.6c-.4.1-.9.2-1.4.2ZM12 5c5.5 0 9.3 4.4 10.5 7a13.4 13.4 0 0 1-3.2 4.3l-2.8-2.8A4.5 4.5 0 0 0 10.5 7.5L8.8 5.7C9.8 5.3 10.9 5 12 5Z" />
);

export const RefreshIcon = () => <Svg d="M17.7 6.3A8 8 0 1 0 20 12h-2a6 6 0 1 1-1.8-4.2L13 11h7V4l-2.3 2.3Z" />;
