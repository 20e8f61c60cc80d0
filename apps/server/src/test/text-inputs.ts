/**
 * Every text input of the API, as one list of requests that put a given string in that one
 * field: the NUL test and the property test both walk it.
 */
import type { InjectOptions } from 'fastify';
import { befriend, createSignedInMember, type Member } from './factories.ts';
import type { TestApp } from './test-app.ts';

export interface TextInput {
  /** `METHOD path field`, for the test's name and its failure message. */
  name: string;
  request(value: string): InjectOptions;
}

export interface TextInputWorld {
  author: Member;
  friend: Member;
  publicationId: string;
  commentId: string;
}

/** Two friends, a publication and a comment: every route below has something to act on. */
export async function createTextInputWorld(t: TestApp): Promise<TextInputWorld> {
  const author = await createSignedInMember(t);
  const friend = await createSignedInMember(t);
  await befriend(t, author, friend);
  const publication = await t.app.inject({
    method: 'POST',
    url: '/api/publications/',
    headers: author.headers,
    payload: { type: 'texte', text: 'Bonjour à tous' },
  });
  const publicationId = publication.json<{ id: string }>().id;
  const comment = await t.app.inject({
    method: 'POST',
    url: `/api/publications/post/${publicationId}/comments/`,
    headers: friend.headers,
    payload: { text: 'Merci !' },
  });
  return { author, friend, publicationId, commentId: comment.json<{ id: string }>().id };
}

/**
 * Percent-encodes every UTF-8 byte, lone surrogates included (as the 3 bytes a careless client
 * would send), where encodeURIComponent would throw.
 */
function q(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0)!;
    const bytes =
      code < 0x80
        ? [code]
        : code < 0x800
          ? [0xc0 | (code >> 6), 0x80 | (code & 63)]
          : code < 0x10000
            ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)]
            : [
                0xf0 | (code >> 18),
                0x80 | ((code >> 12) & 63),
                0x80 | ((code >> 6) & 63),
                0x80 | (code & 63),
              ];
    out += bytes.map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
  }
  return out;
}

export function textInputs(w: TextInputWorld): TextInput[] {
  const { author, friend, publicationId: p, commentId: c } = w;
  const auth = author.headers;
  const body = (method: 'POST' | 'PATCH', url: string, field: string, extra = {}) => ({
    name: `${method} ${url} ${field}`,
    request: (value: string): InjectOptions => ({
      method,
      url,
      headers: url.startsWith('/api/auth/') ? {} : auth,
      payload: { ...extra, [field]: value },
    }),
  });
  const query = (url: string, field: string, extra = '') => ({
    name: `GET ${url} ?${field}=`,
    request: (value: string): InjectOptions => ({
      method: 'GET',
      url: `${url}?${extra}${field}=${q(value)}`,
      headers: auth,
    }),
  });
  const param = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: (v: string) => string) => ({
    name: `${method} ${url(':param')}`,
    request: (value: string): InjectOptions => ({
      method,
      url: url(q(value)),
      headers: auth,
      ...(method === 'POST' || method === 'PATCH' ? { payload: {} } : {}),
    }),
  });
  const signUp = {
    email: 'texte@exemple.fr',
    password: 'Un-mot-de-passe-solide',
    first_name: 'A',
    last_name: 'B',
    accept_terms: true,
    religious_data_consent: true,
  };
  return [
    ...['email', 'password', 'first_name', 'last_name', 'titre'].map((field) =>
      body('POST', '/api/auth/sign-up/', field, signUp),
    ),
    body('POST', '/api/auth/sign-in/', 'email', { password: 'x' }),
    body('POST', '/api/auth/sign-in/', 'password', { email: 'texte@exemple.fr' }),
    body('POST', '/api/auth/verify/', 'token'),
    body('POST', '/api/auth/resend-verification/', 'email'),
    body('POST', '/api/auth/token/refresh/', 'refresh'),
    body('POST', '/api/auth/forgot-pass/', 'email'),
    body('POST', '/api/auth/reset-pass/', 'token', { password: 'Un-mot-de-passe-solide' }),
    body('POST', '/api/auth/reset-pass/', 'password', { token: 'abc' }),
    body('POST', '/api/auth/sign-out/', 'refresh'),
    ...['titre', 'first_name', 'last_name', 'bio', 'birthday'].map((field) =>
      body('PATCH', '/api/users/profil/', field),
    ),
    query('/api/users/', 'search'),
    query('/api/users/', 'cursor', 'query=friend&'),
    body('POST', '/api/users/upload_picture/', 'file_url', { categorie: 'profil' }),
    param('GET', (v) => `/api/users/${v}/`),
    param('GET', (v) => `/api/users/get_user_relation/${v}/`),
    body('POST', '/api/relationship/relationships/', 'receiver'),
    body('POST', '/api/relationship/lock-update-relation/', 'receiver', { action: 'block' }),
    ...['type', 'text', 'video_url'].map((field) =>
      body('POST', '/api/publications/', field, { type: 'texte', text: 'Bonjour' }),
    ),
    {
      name: 'POST /api/publications/ photos[0]',
      request: (value: string): InjectOptions => ({
        method: 'POST',
        url: '/api/publications/',
        headers: auth,
        payload: { type: 'photo', photos: [value] },
      }),
    },
    ...['type', 'text', 'video_url'].map((field) =>
      body('PATCH', `/api/publications/post/${p}/`, field),
    ),
    query('/api/publications/', 'author'),
    query('/api/publications/', 'cursor'),
    query('/api/publications/activity/', 'author'),
    query('/api/publications/activity/', 'cursor', `author=${author.id}&`),
    param('GET', (v) => `/api/publications/post/${v}/`),
    param('DELETE', (v) => `/api/publications/post/${v}/`),
    param('GET', (v) => `/api/publications/post/${v}/comments/`),
    query(`/api/publications/post/${p}/comments/`, 'cursor'),
    body('POST', `/api/publications/post/${p}/react/`, 'kind'),
    ...['text', 'image', 'reply_to'].map((field) =>
      body('POST', `/api/publications/post/${p}/comments/`, field),
    ),
    ...['text', 'image'].map((field) => body('PATCH', `/api/publications/comments/${c}/`, field)),
    body('POST', `/api/publications/comments/${c}/react/`, 'kind'),
    param('DELETE', (v) => `/api/publications/comments/${v}/`),
    ...['content', 'image', 'client_id'].map((field) =>
      body('POST', '/api/messaging/messages/', field, { receiver_id: friend.id, content: 'Salut' }),
    ),
    body('POST', '/api/messaging/messages/', 'receiver_id', { content: 'Salut' }),
    query('/api/messaging/conversations/', 'cursor'),
    param('GET', (v) => `/api/messaging/conversation/${v}/messages/`),
    param('POST', (v) => `/api/messaging/mark-all-read/${v}/`),
    param('DELETE', (v) => `/api/messaging/conversations/${v}/`),
    query('/api/notifications/', 'cursor'),
    param('POST', (v) => `/api/notifications/notification/${v}/read/`),
  ];
}
