import { inLocaleOf } from '../../lib/session/restricted-landing';
import { safeLocalPath } from '../../lib/routes/safe-path';

interface Props {
  /** The platform's PLAY_BLOCKED message, in the page's language ("… Help: /help/responsible-gaming"). */
  message: string;
  /** The refusal's `helpUrl` (a bare site path). */
  helpUrl: string;
  /** The link's words where the message does not carry the address itself. */
  helpLabel: string;
}

/**
 * A time-out or self-exclusion refusal with its help page as a real link (issue 34 item 12l): the
 * address the platform writes into its message becomes a link to that page in the language of
 * the page the player is on; a message without it gets the link after it. An address that is not
 * the site's own stays text.
 */
export function BlockedMessage({ message, helpUrl, helpLabel }: Props) {
  const local = safeLocalPath(helpUrl);
  if (local === null) return <>{message}</>;
  const href = inLocaleOf(local, typeof window === 'undefined' ? '/' : window.location.pathname);
  const at = message.indexOf(helpUrl);
  if (at < 0)
    return (
      <>
        {message} <a href={href}>{helpLabel}</a>
      </>
    );
  return (
    <>
      {message.slice(0, at)}
      <a href={href}>{helpUrl}</a>
      {message.slice(at + helpUrl.length)}
    </>
  );
}

export default BlockedMessage;
