import { describe, expect, it } from 'vitest';
import { friendsText, isAdmin, isModerator, memberCountText, outranks } from './group-texts';
import { group, JEANNE, MARIE, PAUL } from './groups.test-data';

describe('the member count, in French', () => {
  it.each([
    [0, '0 membre'],
    [1, '1 membre'],
    [12, '12 membres'],
  ])('%i reads %s for a group', (count, text) => {
    expect(memberCountText(group({ member_count: count }))).toBe(text);
  });

  it('counts followers on a page', () => {
    expect(memberCountText(group({ kind: 'PAGE', member_count: 1 }))).toBe('1 abonné');
    expect(memberCountText(group({ kind: 'PAGE', member_count: 40 }))).toBe('40 abonnés');
  });
});

describe('the friends who are members', () => {
  it('says nothing when no friend is a member', () => {
    expect(friendsText(group())).toBeNull();
  });

  it('names the friends sent, and counts the others', () => {
    expect(friendsText(group({ friends: [PAUL], friends_count: 1 }))).toBe(
      'Amis membres : Paul Martin',
    );
    expect(friendsText(group({ friends: [PAUL, JEANNE], friends_count: 3 }))).toBe(
      'Amis membres : Paul Martin, Jeanne Petit et 1 autre',
    );
    expect(
      friendsText(group({ kind: 'PAGE', friends: [PAUL, JEANNE, MARIE], friends_count: 7 })),
    ).toBe('Amis abonnés : Paul Martin, Jeanne Petit, Marie Dupont et 4 autres');
  });
});

describe('the roles', () => {
  it('lets moderators moderate and admins administer, each over lesser roles only', () => {
    expect(isModerator('MODERATOR')).toBe(true);
    expect(isModerator('MEMBER')).toBe(false);
    expect(isModerator(null)).toBe(false);
    expect(isAdmin('ADMIN')).toBe(true);
    expect(isAdmin('MODERATOR')).toBe(false);
    expect(outranks('MODERATOR', 'MEMBER')).toBe(true);
    expect(outranks('MODERATOR', 'MODERATOR')).toBe(false);
    expect(outranks('ADMIN', 'OWNER')).toBe(false);
    expect(outranks('OWNER', 'OWNER')).toBe(true);
  });
});
