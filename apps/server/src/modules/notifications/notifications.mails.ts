/** The French mails of the notifications module. */
import { communityName } from '../../platform/community-name.ts';
import { mailHtml, mailText } from '../../platform/mail-layout.ts';
import { escapeHtml, type MailMessage } from '../../platform/mailer.ts';

export interface DigestContent {
  items: { message: string; link: string }[];
  settingsLink: string;
  unsubscribeLink: string;
}

/**
 * What the member did not see in the app (moderation's decisions among them: docs/adr/
 * 0021-moderation.md), one line each with its link; the links to the settings and to stop these
 * mails, and the List-Unsubscribe headers (one click, RFC 8058). Named after the community, as
 * its admins named it (platform/community-name.ts).
 */
export function digestMail(to: string, firstName: string, content: DigestContent): MailMessage {
  const count = content.items.length;
  const community = communityName();
  const intro =
    count === 1
      ? `Voici ce que vous n’avez pas encore vu sur ${community} :`
      : `Voici les ${count} nouvelles que vous n’avez pas encore vues sur ${community} :`;
  const lines = content.items.map((item) => `• ${item.message}\n  ${item.link}`);
  const footer = [
    `Choisir ce que vous recevez : ${content.settingsLink}`,
    `Ne plus recevoir ces e-mails : ${content.unsubscribeLink}`,
  ];
  const list = `<ul>${content.items
    .map((item) => `<li><a href="${escapeHtml(item.link)}">${escapeHtml(item.message)}</a></li>`)
    .join('')}</ul>`;
  const html = mailHtml(
    [`Bonjour ${firstName},`, intro],
    undefined,
    `${list}\n<p style="color:#666;font-size:13px"><a href="${escapeHtml(content.settingsLink)}">Choisir ce que vous recevez</a> · <a href="${escapeHtml(content.unsubscribeLink)}">Ne plus recevoir ces e-mails</a></p>`,
  );
  return {
    to,
    subject:
      count === 1
        ? (content.items[0]?.message ?? community)
        : `${count} nouvelles sur ${community}`,
    text: mailText([`Bonjour ${firstName},`, intro, ...lines, ...footer]),
    html,
    headers: {
      'List-Unsubscribe': `<${content.unsubscribeLink}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
