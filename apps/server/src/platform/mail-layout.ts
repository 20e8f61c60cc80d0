/**
 * The layout every French mail shares (text and simple HTML): paragraphs, an optional action
 * button with its link written out, and the signature.
 */
import { communityName } from './community-name.ts';
import { escapeHtml } from './mailer.ts';

/**
 * The HTML part: the paragraphs, then the action as a button and as a link to copy, then
 * `extra` (HTML the caller escaped, e.g. a list of links).
 */
export function mailHtml(
  paragraphs: string[],
  action?: { label: string; link: string },
  extra = '',
): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const button = action
    ? `<p><a href="${escapeHtml(action.link)}" style="display:inline-block;padding:10px 18px;background:#b3541e;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="color:#666;font-size:13px">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :<br>${escapeHtml(action.link)}</p>`
    : '';
  return `<!doctype html><html lang="fr"><body style="font-family:sans-serif;line-height:1.5">${body}\n${button}${extra}\n<p>— L’équipe ${escapeHtml(communityName())}</p></body></html>`;
}

/** The text part: the paragraphs, the link, the signature. */
export function mailText(paragraphs: string[], link?: string): string {
  return [...paragraphs, ...(link ? [link] : []), `— L’équipe ${communityName()}`].join('\n\n');
}
