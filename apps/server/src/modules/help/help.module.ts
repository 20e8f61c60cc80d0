/**
 * The help module (docs/help-and-terms.md): the help centre's articles, Markdown files kept in
 * `articles/<category>/`, read once at start, searched in memory, rendered safely; and the
 * members' answers to 'Cet article vous a-t-il aidé ?'. The web's guided tour of the feed
 * keeps its 'seen' in the member's settings (`onboarding.feed_tour_seen`).
 */
import { defineModule, tablesOf } from '../../platform/module.ts';
import { loadHelpArticles } from './help.articles.ts';
import { createHelpRepository } from './help.repository.ts';
import { helpRoutes } from './help.routes.ts';
import * as schema from './help.schema.ts';
import { createHelpService, type HelpService } from './help.service.ts';

declare module '../../platform/module.ts' {
  interface ModuleServices {
    help: HelpService;
  }
}

export const helpModule = defineModule({
  name: 'help',
  tag: { name: 'help', description: 'The help centre: articles, search and feedback.' },
  tables: tablesOf(schema),
  build: (ctx) =>
    createHelpService({
      repository: createHelpRepository(ctx.db),
      articles: loadHelpArticles(),
      supportUrl: ctx.config.supportUrl,
    }),
  routes: (app, _ctx, help) => app.register(helpRoutes, { prefix: '/api/help', help }),
  seed: async ({ services, members }) => {
    const ids = [...members.values()];
    // The demo members know the app: the feed's tour and its 'Bienvenue' checklist are for
    // newcomers (README: the demo; docs/onboarding.md).
    for (const id of ids) {
      await services.settings.update(id, {
        onboarding: { feed_tour_seen: true, checklist_dismissed: true },
      });
    }
    // A few answers, so that the articles show what others found useful.
    const [first, second] = services.help.ids();
    for (const [index, id] of ids.entries()) {
      if (first) await services.help.answer(id, first, index % 4 !== 3);
      if (second && index % 2 === 0) await services.help.answer(id, second, true);
    }
  },
  personalData: {
    async export(_ctx, help, userId) {
      const answers = await help.answersOf(userId);
      return [
        {
          file: 'aide-avis.json',
          title: 'Mes réponses à « Cet article vous a-t-il aidé ? »',
          rows: answers.map((answer) => ({
            article: answer.articleId,
            helpful: answer.helpful,
            answered_at: answer.answeredAt.toISOString(),
          })),
        },
      ];
    },
    erase: (ctx, _help, userId) => createHelpRepository(ctx.db).eraseOf(userId),
  },
});
