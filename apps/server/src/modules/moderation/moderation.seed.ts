/**
 * The demo's moderation (README: the demo accounts): Marie is also a moderator, Joseph the
 * community's admin (who reads the audit log), and one open case waits in the queue, a public
 * publication reported by two members.
 */
import type { SeedContext } from '../../platform/module.ts';

export async function seedModeration({ services, members, report }: SeedContext): Promise<void> {
  const marie = members.get('Marie');
  const reporters = [members.get('Jean'), members.get('Camille')].filter(
    (id): id is string => id !== undefined,
  );
  if (!marie || reporters.length < 2) return;
  await services.roles.grant(marie, 'moderator');
  const joseph = members.get('Joseph');
  if (joseph) await services.roles.grant(joseph, 'admin');
  const [first] = reporters;
  if (!first) return;
  // A public publication of someone else than Marie and the two reporters.
  for (const key of ['Luc', 'Antoine', 'Helene', 'Francois']) {
    const author = members.get(key);
    if (!author) continue;
    const page = await services.publications.list(first, { author, limit: 20 });
    const publication = page.results.find((candidate) => candidate.audience === 'public');
    if (!publication) continue;
    await services.moderation.report(reporters[0] ?? first, {
      target_type: 'publication',
      target_id: publication.id,
      reason: 'misinformation',
      comment: 'Cette information ne me semble pas exacte.',
    });
    await services.moderation.report(reporters[1] ?? first, {
      target_type: 'publication',
      target_id: publication.id,
      reason: 'other',
      comment: '',
    });
    report('1 open moderation case (2 reports)');
    return;
  }
}
