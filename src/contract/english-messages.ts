import { z } from 'zod/mini';

/**
 * zod/mini carries no messages of its own ("Invalid input"); the server's log and the reference
 * platform need zod's English ones ("expected number, received string") to say what broke the
 * contract (docs/operations.md "Logs"). Imported for its effect by server modules only: the browser
 * never shows zod's text (a broken answer is "Network link is abnormal"), so it does not load the
 * locale (docs/decisions/0050-contract-on-zod-mini.md).
 */
z.config(z.locales.en());
