/**
 * The light feed's page (docs/classic.md): for a guest, a link to sign in; for a member, the
 * composer, the feed's text with its pictures behind a tap, 'J’aime', and 'Voir plus'. Built
 * into `root` (the page's <main>), with `status` for what the page says in passing.
 */
import type { Publication } from '@koinonia/contracts';
import { SIGN_IN_PATH } from '@/shared/constants';
import { ClassicApiError, SignedOut, classicApi } from './classic-api';
import { el, renderPost, updateFooter, type OnLike } from './classic-post';
import { texts } from './classic-texts';

const TERMS_PENDING = 'terms_pending';

export interface ClassicPage {
  /** The page's main region, after its heading. */
  root: HTMLElement;
  /** A live region: loading, errors, 'Votre publication est en ligne.' */
  status: HTMLElement;
  /** Where 'Se déconnecter' goes (the header's). */
  signOut?: HTMLButtonElement | null;
}

function say(page: ClassicPage, text: string, alert = false): void {
  page.status.textContent = text;
  page.status.setAttribute('role', alert ? 'alert' : 'status');
  page.status.hidden = text === '';
}

/** A sentence and the one thing to do about it, as a button-like link. */
const invitation = (text: string, href: string, action: string) =>
  el(
    'div',
    { class: 'classic-card' },
    el('p', {}, text),
    el('a', { href, class: 'classic-button' }, action),
  );

function signInInvitation(page: ClassicPage): void {
  say(page, '');
  if (page.signOut) page.signOut.hidden = true;
  page.root.replaceChildren(invitation(texts.guest, SIGN_IN_PATH, texts.signIn));
}

function termsInvitation(page: ClassicPage): void {
  say(page, '');
  page.root.replaceChildren(invitation(texts.termsPending, '/feed/home', texts.termsLink));
}

/** What a failed call shows: sign in again, the terms, or the server's sentence. */
function failure(page: ClassicPage, error: unknown, retry?: () => void): void {
  if (error instanceof SignedOut) return signInInvitation(page);
  if (error instanceof ClassicApiError && error.code === TERMS_PENDING) {
    return termsInvitation(page);
  }
  const text = error instanceof ClassicApiError && error.message ? error.message : texts.network;
  say(page, text, true);
  if (retry) {
    const again = el('button', { type: 'button', class: 'classic-button' }, texts.retry);
    again.addEventListener('click', () => {
      again.remove();
      retry();
    });
    page.status.append(' ', again);
  }
}

function composer(page: ClassicPage, list: HTMLElement, like: OnLike) {
  const field = el('textarea', { id: 'classic-text', name: 'text', rows: 3, maxLength: 5000 });
  const submit = el('button', { type: 'submit', class: 'classic-button' }, texts.composer.submit);
  const form = el(
    'form',
    { class: 'classic-card classic-composer' },
    el('label', { htmlFor: 'classic-text' }, texts.composer.label),
    field,
    submit,
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const text = field.value.trim();
    if (!text) {
      say(page, texts.composer.empty, true);
      field.focus();
      return;
    }
    submit.disabled = true;
    submit.textContent = texts.composer.sending;
    const clientId = globalThis.crypto?.randomUUID?.();
    classicApi
      .publish(text, clientId)
      .then((post) => {
        field.value = '';
        list.prepend(el('li', {}, renderPost(post, like)));
        list.closest('section')?.querySelector('.classic-empty')?.remove();
        say(page, texts.composer.done);
      })
      .catch((error: unknown) => failure(page, error))
      .finally(() => {
        submit.disabled = false;
        submit.textContent = texts.composer.submit;
      });
  });
  return form;
}

/** Builds the page: the feed's first ten, or what stands in their way. */
export async function startClassic(page: ClassicPage): Promise<void> {
  const list = el('ol', { class: 'classic-feed' });
  const more = el('button', { type: 'button', class: 'classic-button classic-more' }, texts.more);
  let next: string | null = null;

  const like: OnLike = (post, button) => {
    const article = button.closest('article');
    if (!article) return;
    button.disabled = true;
    const liked = post.reactions.mine === 'jaime';
    (liked ? classicApi.unlike(post.id) : classicApi.like(post.id))
      .then((changed) => updateFooter(article, changed, like))
      .catch((error: unknown) => {
        button.disabled = false;
        failure(page, error);
      });
  };

  const append = (posts: Publication[]) => {
    list.append(...posts.map((post) => el('li', {}, renderPost(post, like))));
  };

  const load = async () => {
    say(page, texts.loading);
    try {
      // Both at once: the profile says whether new terms wait (docs/help-and-terms.md).
      const [profile, feed] = await Promise.all([classicApi.profile(), classicApi.feed(null)]);
      if (profile.pending_terms) return termsInvitation(page);
      say(page, '');
      if (page.signOut) page.signOut.hidden = false;
      next = feed.next;
      append(feed.results);
      const section = el('section', { class: 'classic-section' }, list);
      section.setAttribute('aria-label', texts.title);
      if (feed.results.length === 0) {
        section.prepend(el('p', { class: 'classic-card classic-empty' }, texts.empty));
      }
      more.hidden = next === null;
      page.root.replaceChildren(composer(page, list, like), section, more);
    } catch (error) {
      failure(page, error, () => void load());
    }
  };

  more.addEventListener('click', () => {
    more.disabled = true;
    classicApi
      .feed(next)
      .then((feed) => {
        const first = list.children.length;
        next = feed.next;
        append(feed.results);
        more.hidden = next === null;
        // The keyboard goes on where the new ones start.
        list.children[first]?.querySelector<HTMLElement>('a')?.focus();
      })
      .catch((error: unknown) => failure(page, error))
      .finally(() => {
        more.disabled = false;
      });
  });

  if (page.signOut) {
    page.signOut.addEventListener('click', () => {
      void classicApi.signOut().then(() => signInInvitation(page));
    });
  }
  await load();
}
