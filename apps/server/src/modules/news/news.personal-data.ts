/**
 * What the news module holds of a member (ADR 0009): the articles they wrote (an editor), their
 * comments and their reactions. Erasure deletes their reactions; their comments stay, signed by
 * the emptied account as under publications, and their articles stay: they are the parish's.
 */
import { sql } from 'drizzle-orm';
import type { PersonalDataHooks } from '../../platform/module.ts';
import { createNewsRepository } from './news.repository.ts';
import type { NewsService } from './news.service.ts';

export const newsPersonalData: PersonalDataHooks<NewsService> = {
  async erase(ctx, _news, userId) {
    await ctx.db.execute(sql`delete from article_reactions where user_id = ${userId}::uuid`);
  },
  async export(ctx, _news, userId) {
    const repository = createNewsRepository(ctx.db);
    const [articles, comments, reactions] = await Promise.all([
      repository.articlesBy(userId),
      repository.commentsBy(userId),
      repository.reactionsBy(userId),
    ]);
    return [
      { file: 'articles.json', title: 'Mes articles (nouvelles)', rows: articles },
      {
        file: 'commentaires-articles.json',
        title: 'Mes commentaires sur les nouvelles',
        rows: comments,
      },
      { file: 'reactions-articles.json', title: 'Mes réactions aux nouvelles', rows: reactions },
    ];
  },
};
