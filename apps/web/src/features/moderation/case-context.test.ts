import { describe, expect, it } from 'vitest';
import { caseContext } from './case-context';

describe('the context of a case, as the queue shows it', () => {
  it('names the publication a comment is on, and links to it, without its ids', () => {
    expect(
      caseContext({
        target_type: 'comment',
        context: {
          publication_id: 'p-1',
          reply_to: null,
          image: null,
          publication_excerpt: 'Sortie au lac',
        },
      }),
    ).toEqual({
      lines: [{ key: 'onPublication', values: { text: 'Sortie au lac' } }],
      link: '/feed/publica-details/p-1',
    });
  });

  it('counts a publication’s photos and leaves its type and ids out', () => {
    expect(
      caseContext({
        target_type: 'publication',
        context: { publication_id: 'p-2', type: 'texte', photos: ['a', 'b'], group_id: null },
      }),
    ).toEqual({
      lines: [{ key: 'photos', values: { count: '2' } }],
      link: '/feed/publica-details/p-2',
    });
  });

  it('links a member to their profile, an event and a group to their pages', () => {
    expect(caseContext({ target_type: 'member', context: { member_id: 'u-1' } }).link).toBe(
      '/feed/people-profile/u-1',
    );
    expect(
      caseContext({ target_type: 'event', context: { event_id: 'e-1', title: 'Veillée' } }),
    ).toEqual({
      lines: [{ key: 'event', values: { text: 'Veillée' } }],
      link: '/feed/events/e-1',
    });
    expect(
      caseContext({ target_type: 'group', context: { group_id: 'g-1', name: 'Chorale' } }).link,
    ).toBe('/feed/groups/g-1');
    expect(
      caseContext({
        target_type: 'prayer',
        context: { intention_id: 'i-1', audience: 'community', anonymous: true },
      }),
    ).toEqual({ lines: [{ key: 'anonymousPrayer', values: {} }], link: '/priere?intention=i-1' });
  });

  it('has no page for a message (the snapshot is shown instead)', () => {
    expect(caseContext({ target_type: 'message', context: { conversation_id: 'c-1' } })).toEqual({
      lines: [],
      link: null,
    });
  });
});
