/** The events policy, as pure functions: who may do what on an event, and the refusal said. */
import { describe, expect, it } from 'vitest';
import {
  abilities,
  authorize,
  can,
  type EventForPolicy,
  needsApproval,
  refusal,
} from './events.policy.ts';
import { EVENTS_TEXTS } from './events.texts.ts';

const now = new Date('2026-12-01T10:00:00Z');
const later = new Date('2026-12-08T10:00:00Z');
const earlier = new Date('2026-11-24T10:00:00Z');

const event = (over: Partial<EventForPolicy> = {}): EventForPolicy => ({
  organiser: false,
  status: 'confirmed',
  endsAt: later,
  goingCount: 0,
  requiresApproval: false,
  ...over,
});

const said = (e: EventForPolicy, action: Parameters<typeof refusal>[1]) => {
  const refused = refusal(e, action, now);
  return refused && { status: refused.status, message: refused.message };
};

describe('events policy', () => {
  it('lets only organisers edit, cancel, decide and export; others get 403 with the sentence', () => {
    for (const action of ['edit', 'cancel', 'decide', 'export', 'remove'] as const) {
      expect(can(event({ organiser: true }), action, now)).toBe(true);
      expect(said(event(), action)).toEqual({ status: 403, message: EVENTS_TEXTS.notOrganiser });
    }
  });

  it('refuses to edit or cancel a cancelled event with 409, after the organiser check', () => {
    const cancelled = event({ organiser: true, status: 'cancelled' });
    expect(said(cancelled, 'edit')).toEqual({ status: 409, message: EVENTS_TEXTS.cancelled });
    expect(said(cancelled, 'cancel')).toEqual({
      status: 409,
      message: EVENTS_TEXTS.alreadyCancelled,
    });
    expect(said(event({ status: 'cancelled' }), 'edit')?.status).toBe(403);
  });

  it('asks to cancel rather than delete an event to come that members go to', () => {
    const organised = { organiser: true, goingCount: 3 };
    expect(said(event(organised), 'remove')).toEqual({
      status: 409,
      message: EVENTS_TEXTS.cancelRatherThanDelete,
    });
    // A draft, an event already over, or one nobody goes to: deleted.
    expect(can(event({ ...organised, status: 'draft' }), 'remove', now)).toBe(true);
    expect(can(event({ ...organised, endsAt: earlier }), 'remove', now)).toBe(true);
    expect(can(event({ organiser: true }), 'remove', now)).toBe(true);
  });

  it('takes answers only for a confirmed event not over, whoever answers', () => {
    expect(can(event(), 'answer', now)).toBe(true);
    expect(said(event({ status: 'cancelled' }), 'answer')).toEqual({
      status: 409,
      message: EVENTS_TEXTS.cancelled,
    });
    expect(said(event({ organiser: true, status: 'draft' }), 'answer')).toEqual({
      status: 403,
      message: EVENTS_TEXTS.draft,
    });
    expect(said(event({ endsAt: earlier }), 'answer')).toEqual({
      status: 409,
      message: EVENTS_TEXTS.over,
    });
  });

  it('shows who goes and who is interested to all; the other answers to organisers', () => {
    expect(can(event(), 'see:going', now)).toBe(true);
    expect(can(event(), 'see:interested', now)).toBe(true);
    for (const answer of ['waiting', 'pending', 'declined', 'invited'] as const) {
      expect(can(event(), `see:${answer}`, now)).toBe(false);
      expect(can(event({ organiser: true }), `see:${answer}`, now)).toBe(true);
    }
  });

  it("makes a member's answer wait for approval when asked, never an organiser's", () => {
    expect(needsApproval(event({ requiresApproval: true }))).toBe(true);
    expect(needsApproval(event({ requiresApproval: true, organiser: true }))).toBe(false);
    expect(needsApproval(event())).toBe(false);
  });

  it('throws the refusal from authorize, and lists the abilities it implies', () => {
    expect(() => authorize(event(), 'cancel', now)).toThrow(EVENTS_TEXTS.notOrganiser);
    expect(() => authorize(event({ organiser: true }), 'cancel', now)).not.toThrow();
    expect(abilities(event(), now)).toEqual({
      edit: false,
      remove: false,
      cancel: false,
      answer: true,
      decide: false,
      export: false,
    });
    expect(abilities(event({ organiser: true, status: 'cancelled' }), now)).toEqual({
      edit: false,
      remove: true,
      cancel: false,
      answer: false,
      decide: true,
      export: true,
    });
  });
});
