/**
 * The community's mails, built from the member's language's texts (community.texts.ts) in the
 * shared layout: an event published in one of my groups, the weekly summary and the weekly
 * parish sheet. Each ends with
 * the link to /settings/communication and a signed unsubscribe link, also given as the
 * List-Unsubscribe headers (one click, RFC 8058).
 */
import type { ParishSheet } from '@koinonia/contracts';
import { mailHtml, mailText } from '../../platform/mail-layout.ts';
import { escapeHtml, type MailMessage } from '../../platform/mailer.ts';
import { unsubscribeHeaders } from '../../platform/unsubscribe.ts';
import type { CommunityTexts } from './community.texts.ts';

export interface MailRecipient {
  email: string;
  firstName: string;
}

/** The footer's two links. */
export interface MailFooter {
  settingsLink: string;
  unsubscribeLink: string;
}

export interface AnnouncementContent {
  title: string;
  startsAt: Date;
  timeZone: string;
  isOnline: boolean;
  location: string;
  groupName: string;
  link: string;
}

export interface SummaryContent {
  newMembers: number;
  publications: { author: string; excerpt: string; comments: number; link: string }[];
  events: { title: string; startsAt: Date; place: string | null; link: string }[];
  groups: { name: string; members: number; link: string }[];
  timeZone: string;
}

/** The reason for the mail, then the two links, small (text and HTML). */
function footer(why: string, stop: string, links: MailFooter, texts: CommunityTexts) {
  return {
    text: [
      why,
      `${texts.settingsLabel} : ${links.settingsLink}`,
      `${stop} : ${links.unsubscribeLink}`,
    ],
    html: `<p style="color:#666;font-size:13px">${escapeHtml(why)}<br><a href="${escapeHtml(links.settingsLink)}">${escapeHtml(texts.settingsLabel)}</a> · <a href="${escapeHtml(links.unsubscribeLink)}">${escapeHtml(stop)}</a></p>`,
  };
}

/** An event published in one of the member's groups. */
export function announcementMail(
  to: MailRecipient,
  event: AnnouncementContent,
  links: MailFooter,
  texts: CommunityTexts,
): MailMessage {
  const t = texts.announcement;
  const paragraphs = [
    texts.hello(to.firstName),
    t.intro(event.groupName),
    t.what(event.title, texts.when(event.startsAt, event.timeZone)),
    event.isOnline ? t.online : t.place(event.location),
  ];
  const end = footer(t.why, t.stop, links, texts);
  return {
    to: to.email,
    subject: t.subject(event.groupName, event.title),
    text: mailText([...paragraphs, `${t.action} : ${event.link}`, ...end.text]),
    html: mailHtml(paragraphs, { label: t.action, link: event.link }, end.html),
    link: event.link,
    headers: unsubscribeHeaders(links.unsubscribeLink),
  };
}

/** true when the week brought nothing to tell: no mail then. */
export const summaryIsEmpty = (content: SummaryContent): boolean =>
  content.newMembers === 0 &&
  content.publications.length === 0 &&
  content.events.length === 0 &&
  content.groups.length === 0;

/** The weekly summary of the community's activity, as the member may see it. */
export function summaryMail(
  to: MailRecipient,
  content: SummaryContent,
  links: MailFooter,
  texts: CommunityTexts,
): MailMessage {
  const t = texts.summary;
  const sections: { title: string; items: { label: string; link: string }[] }[] = [
    {
      title: t.publications,
      items: content.publications.map((p) => ({
        label: t.publication(p.author, p.excerpt, p.comments),
        link: p.link,
      })),
    },
    {
      title: t.events,
      items: content.events.map((e) => ({
        label: t.event(e.title, texts.when(e.startsAt, content.timeZone), e.place ?? t.online),
        link: e.link,
      })),
    },
    {
      title: t.groups,
      items: content.groups.map((g) => ({ label: t.group(g.name, g.members), link: g.link })),
    },
  ].filter((section) => section.items.length > 0);
  const paragraphs = [
    texts.hello(to.firstName),
    t.intro,
    ...(content.newMembers > 0 ? [t.newMembers(content.newMembers)] : []),
  ];
  const end = footer(t.why, t.stop, links, texts);
  const text = sections.map(
    (s) => `${s.title}\n${s.items.map((i) => `• ${i.label}\n  ${i.link}`).join('\n')}`,
  );
  const html = sections
    .map(
      (s) =>
        `<p><strong>${escapeHtml(s.title)}</strong></p><ul>${s.items
          .map((i) => `<li><a href="${escapeHtml(i.link)}">${escapeHtml(i.label)}</a></li>`)
          .join('')}</ul>`,
    )
    .join('\n');
  return {
    to: to.email,
    subject: t.subject,
    text: mailText([...paragraphs, ...text, ...end.text]),
    html: mailHtml(paragraphs, undefined, `${html}\n${end.html}`),
    headers: unsubscribeHeaders(links.unsubscribeLink),
  };
}

/** true when the sheet holds no word, no article and no event: no mail then. */
export const sheetIsEmpty = (sheet: ParishSheet): boolean =>
  sheet.word === '' && sheet.articles.length === 0 && sheet.events.length === 0;

/** The weekly parish sheet, as the member reads it (community.sheet.ts). */
export function sheetMail(
  to: MailRecipient,
  sheet: ParishSheet,
  links: MailFooter & { publicUrl: string; timeZone: string },
  texts: CommunityTexts,
): MailMessage {
  const t = texts.sheet;
  const sheetLink = `${links.publicUrl}/feuille/${sheet.week_start}`;
  const sections: { title: string; items: { label: string; link: string }[] }[] = [
    {
      title: t.articles,
      items: sheet.articles.map((a) => ({
        label: t.article(a.title, a.summary),
        link: `${links.publicUrl}/blogs/${a.id}`,
      })),
    },
    {
      title: t.events,
      items: sheet.events.map((e) => ({
        label: t.event(
          e.title,
          texts.when(new Date(e.starts_at), links.timeZone),
          e.is_online ? t.online : e.location,
        ),
        link: `${links.publicUrl}/feed/events/${e.id}`,
      })),
    },
  ].filter((section) => section.items.length > 0);
  const paragraphs = [
    texts.hello(to.firstName),
    t.intro(sheet.label),
    ...(sheet.word === '' ? [] : [t.word, sheet.word]),
  ];
  const end = footer(t.why, t.stop, links, texts);
  const text = sections.map(
    (s) => `${s.title}\n${s.items.map((i) => `• ${i.label}\n  ${i.link}`).join('\n')}`,
  );
  const html = sections
    .map(
      (s) =>
        `<p><strong>${escapeHtml(s.title)}</strong></p><ul>${s.items
          .map((i) => `<li><a href="${escapeHtml(i.link)}">${escapeHtml(i.label)}</a></li>`)
          .join('')}</ul>`,
    )
    .join('\n');
  return {
    to: to.email,
    subject: t.subject(sheet.label),
    text: mailText([...paragraphs, ...text, `${t.action} : ${sheetLink}`, ...end.text]),
    html: mailHtml(paragraphs, { label: t.action, link: sheetLink }, `${html}\n${end.html}`),
    link: sheetLink,
    headers: unsubscribeHeaders(links.unsubscribeLink),
  };
}
