/**
 * The daily mail of the intentions a member prays for, at the hour they chose (community time).
 * An hourly job claims the members whose hour it is (`prayer_digests.last_sent_on`: once a day,
 * whichever node or retry runs it) and queues one mail job each, its id made from the day and
 * the member. The mail lists the open intentions they pray for as they see them now: an
 * anonymous author reads 'Anonyme' there too; none, no mail. Its foot and its List-Unsubscribe
 * headers carry a signed link that stops it without signing in (prayers.unsubscribe.routes.ts).
 */
import { DateTime } from 'luxon';
import { jobId, type Jobs } from '../../platform/jobs.ts';
import { mailHtml, mailText } from '../../platform/mail-layout.ts';
import { escapeHtml, type Mailer } from '../../platform/mailer.ts';
import { unsubscribeHeaders, unsubscribeToken } from '../../platform/unsubscribe.ts';
import type { PrayersRepository } from './prayers.repository.ts';
import { PRAYERS_TEXTS } from './prayers.texts.ts';

export const DIGEST_JOB = 'prayers.digest';
const MAIL = 'prayers.digest.mail';
/** The scope of the digest's unsubscribe tokens: they stop this mail and nothing else. */
export const DIGEST_UNSUBSCRIBE_SCOPE = 'prayers-digest';

export interface DigestDeps {
  jobs: Jobs;
  repository: PrayersRepository;
  mailer: Mailer;
  /** The member's address and first name; undefined when the account is closed or gone. */
  recipient(userId: string): Promise<{ email: string; firstName: string } | undefined>;
  publicUrl: string;
  /** The server's secret, which signs the unsubscribe links. */
  secret: string;
  timeZone: string;
  now: () => Date;
}

/** Claims the members whose hour it is now and queues their mails; answers how many. */
export async function queueDigests(deps: DigestDeps): Promise<number> {
  const local = DateTime.fromJSDate(deps.now(), { zone: deps.timeZone });
  const day = local.toISODate() ?? deps.now().toISOString().slice(0, 10);
  const members = await deps.repository.claimDigests(local.hour, day);
  for (const userId of members) {
    await deps.jobs.send(MAIL, { userId, day }, { id: jobId(MAIL, day, userId) });
  }
  return members.length;
}

export function setUpDigest(deps: DigestDeps): void {
  deps.jobs.define<{ userId: string; day: string }>(MAIL, async ({ userId }) => {
    const member = await deps.recipient(userId);
    if (!member) return;
    const intentions = (await deps.repository.list(userId, deps.now(), { praying: true })).filter(
      (intention) => !intention.expired,
    );
    if (intentions.length === 0) return;
    const lines = intentions.map((intention) => {
      const author = intention.author
        ? `${intention.author.first_name} ${intention.author.last_name}`
        : 'Anonyme';
      return `« ${intention.text} » — ${author} (${PRAYERS_TEXTS.praying(intention.prayer_count)})`;
    });
    const paragraphs = [
      `Bonjour ${member.firstName},`,
      'Voici les intentions pour lesquelles vous priez en ce moment :',
    ];
    const closing =
      'Vous recevez ce résumé chaque jour à l’heure que vous avez choisie ; vous pouvez l’arrêter sur la page des intentions de prière.';
    const link = `${deps.publicUrl}/priere`;
    const token = unsubscribeToken(deps.secret, DIGEST_UNSUBSCRIBE_SCOPE, userId);
    const unsubscribe = `${deps.publicUrl}/api/prayers/digest/unsubscribe/?token=${encodeURIComponent(token)}`;
    const stop = PRAYERS_TEXTS.unsubscribe.stop;
    await deps.mailer.send({
      to: member.email,
      subject: 'Les intentions pour lesquelles vous priez',
      text: mailText(
        [...paragraphs, ...lines.map((line) => `- ${line}`), closing, `${stop} : ${unsubscribe}`],
        link,
      ),
      html: mailHtml(
        paragraphs,
        { label: 'Ouvrir les intentions de prière', link },
        `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul><p>${escapeHtml(closing)}</p><p style="color:#666;font-size:13px"><a href="${escapeHtml(unsubscribe)}">${escapeHtml(stop)}</a></p>`,
      ),
      link,
      headers: unsubscribeHeaders(unsubscribe),
    });
  });
  deps.jobs.every(DIGEST_JOB, '0 * * * *', async () => {
    await queueDigests(deps);
  });
}
