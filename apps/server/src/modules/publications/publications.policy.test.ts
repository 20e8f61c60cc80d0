/** The publications policy, as pure functions, and its lazy question about moderation. */
import { describe, expect, it, vi } from 'vitest';
import { authorize, can, refusal } from './publications.policy.ts';
import { PUBLICATIONS_TEXTS } from './publications.texts.ts';

const me = 'me';
const mine = { authorId: me };
const theirs = { authorId: 'other' };

describe('publications policy', () => {
  it('lets only the author edit a publication or a comment, moderator or not', () => {
    expect(can(me, 'publication:edit', mine, false)).toBe(true);
    expect(refusal(me, 'publication:edit', theirs, true)?.message).toBe(
      PUBLICATIONS_TEXTS.notYours,
    );
    expect(can(me, 'comment:edit', mine, false)).toBe(true);
    expect(refusal(me, 'comment:edit', theirs, true)?.message).toBe(
      PUBLICATIONS_TEXTS.commentNotYours,
    );
  });

  it('lets the author or a moderator delete a publication', () => {
    expect(can(me, 'publication:remove', mine, false)).toBe(true);
    expect(can(me, 'publication:remove', theirs, true)).toBe(true);
    expect(refusal(me, 'publication:remove', theirs, false)).toMatchObject({
      status: 403,
      message: PUBLICATIONS_TEXTS.notYours,
    });
  });

  it("lets a comment's author, its publication's author or a moderator delete it", () => {
    const onMine = { authorId: 'other', publicationAuthorId: me };
    const onTheirs = { authorId: 'other', publicationAuthorId: 'another' };
    expect(can(me, 'comment:remove', { ...onTheirs, authorId: me }, false)).toBe(true);
    expect(can(me, 'comment:remove', onMine, false)).toBe(true);
    expect(can(me, 'comment:remove', onTheirs, true)).toBe(true);
    expect(refusal(me, 'comment:remove', onTheirs, false)?.message).toBe(
      PUBLICATIONS_TEXTS.commentNotDeletable,
    );
  });

  it('asks whether the member moderates only when authorship does not decide', async () => {
    const moderates = vi.fn(async () => true);
    await authorize(me, 'publication:remove', mine, moderates);
    expect(moderates).not.toHaveBeenCalled();
    await authorize(me, 'publication:remove', theirs, moderates);
    expect(moderates).toHaveBeenCalledTimes(1);
    // Moderating changes nothing to an edit: not even asked.
    await expect(authorize(me, 'publication:edit', theirs, moderates)).rejects.toThrow(
      PUBLICATIONS_TEXTS.notYours,
    );
    expect(moderates).toHaveBeenCalledTimes(1);
    await expect(
      authorize(me, 'publication:remove', theirs, async () => false),
    ).rejects.toMatchObject({ status: 403 });
  });
});
