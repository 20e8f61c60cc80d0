import type { Article } from '@koinonia/contracts';
import { ReactionButtons } from '@/features/publications/publications.ui';
import { useTranslation } from '@/shared/i18n/i18n';
import { useReactToArticle } from './news.mutations';
import '@/features/news/news.texts';

/** A member's reactions to an article (a guest reads their count only: ArticlePage). */
export function ArticleReactions({ article }: { article: Article }) {
  const { t } = useTranslation();
  const react = useReactToArticle(article.id);
  return (
    <ReactionButtons
      reactions={article.reactions}
      label={t('news.article.reactions')}
      onReact={(kind) => react.mutate(article.reactions.mine === kind ? null : kind)}
    />
  );
}
