import type { ContactChannel, ContactChannelKind } from '../../lib/account/forgot/channels';
import type { ForgotStrings } from './strings';
import styles from './ForgotPassword.module.css';

interface Props {
  strings: ForgotStrings;
  channels: readonly ContactChannel[];
  headingId: string;
  headingLevel: 2 | 3;
}

const KIND_LABEL: Record<ContactChannelKind, keyof ForgotStrings> = {
  site: 'channelSite',
  email: 'channelEmail',
  telegram: 'channelTelegram',
  facebook: 'channelFacebook',
};

/**
 * The alternative contact channels (docs/product.md §2). The list is built and checked beforehand
 * (only https links and a mailto address reach here); web links open in a new tab, said in
 * their accessible name, and never hand this page to the opened one.
 */
export function ContactChannels({ strings, channels, headingId, headingLevel }: Props) {
  if (channels.length === 0) return null;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <section className={styles.channels} aria-labelledby={headingId} data-testid="forgot-channels">
      <Heading id={headingId}>{strings.channelsTitle}</Heading>
      <p>{strings.channelsIntro}</p>
      <ul className={styles.channelList}>
        {channels.map((channel) => {
          const web = channel.kind !== 'email';
          return (
            <li key={channel.href}>
              <a href={channel.href} data-channel={channel.kind} {...(web ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                <span className={styles.channelKind}>{strings[KIND_LABEL[channel.kind]]}</span>
                <span>{channel.text}</span>
                {web && <span className="visually-hidden"> {strings.newWindow}</span>}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
