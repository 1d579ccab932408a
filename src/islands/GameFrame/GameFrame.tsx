import { useEffect } from 'react';
import { isBalanceMessage } from '../../lib/games/balance-message';
import { refreshBalance } from '../../lib/stores/wallet';
import styles from './GameFrame.module.css';

interface Props {
  src: string;
  title: string;
  /** The site's origin and the launch CDNs' origins: the only senders listened to. */
  allowedOrigins: readonly string[];
}

/**
 * A launched game in the page (docs/product.md §2 /game "Game in an embedded frame"). The frame is in the
 * server's HTML, so the game starts loading before any script; once hydrated, a
 * `{ type: GAME_BALANCE_MESSAGE }` message from a launch origin refreshes the header's
 * balance (the message carries no figure: the balance comes from the platform).
 */
export default function GameFrame({ src, title, allowedOrigins }: Props) {
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (isBalanceMessage(event, allowedOrigins)) void refreshBalance();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [allowedOrigins]);

  return (
    <iframe className={styles.frame} src={src} title={title} allow="fullscreen; autoplay" allowFullScreen referrerPolicy="strict-origin-when-cross-origin" />
  );
}
