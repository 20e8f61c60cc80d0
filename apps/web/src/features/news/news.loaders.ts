import type { LoaderFunctionArgs } from 'react-router';
import { requestEarly } from '@/shared/api/client';
import { FILTER_PARAMS, filterFromParams } from './article-filter';
import { articleListUrl, articleUrl, categoriesUrl } from './news.queries';

/**
 * The news pages' first data, asked for by their routes as soon as the page's code has come
 * (ADR 0010), for guests too: the news are public. A category in the address waits for the
 * categories' answer (BlogsPage), so its list is not asked for here.
 */
export function blogsLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const params = new URL(request.url).searchParams;
  const urls = [categoriesUrl];
  if (!params.has(FILTER_PARAMS.category)) urls.push(articleListUrl(filterFromParams(params)));
  return requestEarly(urls, { guests: true });
}

/** An article's page: the article (with its 'À lire aussi'). */
export function articleLoader({ params }: LoaderFunctionArgs): Promise<null> {
  return params.blogId
    ? requestEarly([articleUrl(params.blogId)], { guests: true })
    : Promise.resolve(null);
}
