/**
 * One publication of the light feed, built with the DOM (never HTML from a string: every text
 * a member wrote is a text node). Text first; each picture is a button 'Afficher l’image' that
 * loads its smallest copy when tapped; a video is a link to the publication's page.
 */
import type { Publication } from '@koinonia/contracts';
import { imageSources } from '@koinonia/contracts';
import { fullDateTime, relativeTime } from '@/shared/format/relative-time';
import { firstAndLastName, fullName } from '@/shared/people/person-name';
import { fill, plural, texts } from './classic-texts';

/** An element with its class and children (strings become text nodes). */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> & { class?: string } = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const { class: className, ...rest } = props;
  const element = Object.assign(document.createElement(tag), rest);
  if (className) element.className = className;
  element.append(...children);
  return element;
}

/** 'J’aime' tapped on `post`, from its button. */
export type OnLike = (post: Publication, button: HTMLButtonElement) => void;

/** The publication's page in the app (spec §2: /posts?id=). */
export const postPath = (id: string) => `/posts?id=${encodeURIComponent(id)}`;

/**
 * The smallest stored copy of a picture (320 px wide for most: ADR 0006), with the size
 * it shows at; the picture itself when it has no copies (an old upload, a GIF).
 */
export function smallestCopy(url: string): { src: string; width?: number; height?: number } {
  const sources = imageSources(url);
  if (!sources) return { src: url };
  const first = sources.srcSet?.split(', ')[0]?.split(' ');
  const copyWidth = Number(first?.[1]?.replace('w', ''));
  if (!first?.[0] || !copyWidth) return { src: url, width: sources.width, height: sources.height };
  return {
    src: first[0],
    width: copyWidth,
    height: Math.round((sources.height * copyWidth) / sources.width),
  };
}

function photoButton(url: string, index: number, count: number, author: string): HTMLElement {
  const label = count === 1 ? texts.post.showImage : fill(texts.post.showImageOf, { index, count });
  const button = el('button', { type: 'button', class: 'classic-show-image' }, label);
  button.addEventListener('click', () => {
    const copy = smallestCopy(url);
    const image = el('img', {
      src: copy.src,
      alt: fill(texts.post.imageAlt, { index, name: author }),
      decoding: 'async',
    });
    if (copy.width && copy.height) {
      image.width = copy.width;
      image.height = copy.height;
    }
    // The focus stays where the button was: on the picture that replaced it.
    const figure = el('figure', { class: 'classic-photo', tabIndex: -1 }, image);
    button.replaceWith(figure);
    figure.focus();
  });
  return button;
}

/** The reactions' count, the comments' link, and 'J’aime' (pressed when it is mine). */
function footer(post: Publication, onLike: OnLike): HTMLElement {
  const liked = post.reactions.mine === 'jaime';
  const like = el('button', { type: 'button', class: 'classic-like' }, texts.post.like);
  like.setAttribute('aria-pressed', String(liked));
  like.addEventListener('click', () => onLike(post, like));
  return el(
    'footer',
    { class: 'classic-post-footer' },
    like,
    // No count before the first reaction.
    ...(post.reactions.total > 0
      ? [
          el(
            'span',
            { class: 'classic-muted' },
            plural(post.reactions.total, texts.post.reactionOne, texts.post.reactionMany),
          ),
        ]
      : []),
    el(
      'a',
      { href: postPath(post.id) },
      post.comments_count > 0
        ? plural(post.comments_count, texts.post.commentOne, texts.post.commentMany)
        : texts.post.comment,
    ),
  );
}

/** The publication as an article of the feed; `onLike` runs on 'J’aime'. */
export function renderPost(post: Publication, onLike: OnLike): HTMLElement {
  const author = firstAndLastName(post.author);
  const headingId = `post-${post.id}`;
  const header = el(
    'header',
    { class: 'classic-post-header' },
    el('h2', { id: headingId, class: 'classic-author' }, fullName(post.author)),
    ...(post.group
      ? [el('span', { class: 'classic-muted' }, fill(texts.post.in, { name: post.group.name }))]
      : []),
    el(
      'a',
      { href: postPath(post.id), class: 'classic-muted', title: fullDateTime(post.created_at) },
      el('time', { dateTime: post.created_at }, relativeTime(post.created_at)),
    ),
  );
  const article = el('article', { class: 'classic-post' }, header);
  article.setAttribute('aria-labelledby', headingId);
  article.dataset.id = post.id;
  if (post.text) article.append(el('p', { class: 'classic-text' }, post.text));
  if (post.photos.length > 0) {
    article.append(
      el(
        'div',
        { class: 'classic-photos' },
        ...post.photos.map((url, i) => photoButton(url, i + 1, post.photos.length, author)),
      ),
    );
  }
  if (post.video) {
    article.append(el('p', {}, el('a', { href: postPath(post.id) }, texts.post.video)));
  }
  article.append(footer(post, onLike));
  return article;
}

/** Puts the new state of a publication (after 'J’aime') in place of its footer. */
export function updateFooter(article: HTMLElement, post: Publication, onLike: OnLike): void {
  article.querySelector('.classic-post-footer')?.replaceWith(footer(post, onLike));
  article.querySelector<HTMLButtonElement>('.classic-like')?.focus();
}
