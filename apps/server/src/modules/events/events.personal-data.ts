/** What the events module holds of a member (ADR 0009): the events they organise, their answers. */
import { EVENT_FRIENDS_SHOWN } from '@koinonia/contracts';
import type { PersonalDataHooks } from '../../platform/module.ts';
import { createEventsRepository } from './events.repository.ts';
import type { EventsService } from './events.service.ts';
import { eraseEventsOf } from './events.erase.ts';

export const eventsPersonalData: PersonalDataHooks<EventsService> = {
  /**
   * The events they alone organised, their answers, reminders and calendar feed; first, their
   * seats go to the waiting lists.
   */
  async erase(ctx, events, userId) {
    await events.releaseSeats(userId);
    await eraseEventsOf(ctx.db, userId);
  },
  async export(ctx, _events, userId) {
    const repository = createEventsRepository(ctx.db, EVENT_FRIENDS_SHOWN);
    const [organised, answers] = await Promise.all([
      repository.listOrganisedForExport(userId),
      repository.listAnswersForExport(userId),
    ]);
    return [
      {
        file: 'evenements-organises.json',
        title: 'Les événements que j’organise',
        // The image may be a co-organiser's upload: the media module's section names the
        // member's own files, so none is named here.
        rows: organised,
      },
      { file: 'evenements-reponses.json', title: 'Mes réponses aux événements', rows: answers },
    ];
  },
};
