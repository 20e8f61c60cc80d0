/**
 * The notification mail (a moderation decision reaches its author there too) is named after the
 * community as its admins named it, 'Koinonia' until they do (platform/community-name.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_COMMUNITY_NAME, setCommunityName } from '../../platform/community-name.ts';
import { digestMail } from './notifications.mails.ts';

const content = (messages: string[]) => ({
  items: messages.map((message) => ({ message, link: 'http://koinonia.test/notifications' })),
  settingsLink: 'http://koinonia.test/settings/communication',
  unsubscribeLink: 'http://koinonia.test/unsubscribe',
});

afterEach(() => setCommunityName(null));

describe('the notification mail', () => {
  it('names the community in its subject and its first line', () => {
    setCommunityName('Paroisse Saint-Jean');
    const mail = digestMail('marie@koinonia.test', 'Marie', content(['Un', 'Deux']));
    expect(mail.subject).toBe('2 nouvelles sur Paroisse Saint-Jean');
    expect(mail.text).toContain(
      'Voici les 2 nouvelles que vous n’avez pas encore vues sur Paroisse Saint-Jean :',
    );
    expect(mail.text).toContain('— L’équipe Paroisse Saint-Jean');
  });

  it('takes a single news item as its subject, and says Koinonia while the community has no name', () => {
    const moderated = 'Votre publication a été masquée par la modération. Motif : Spam.';
    const single = digestMail('marie@koinonia.test', 'Marie', content([moderated]));
    expect(single.subject).toBe(moderated);
    expect(single.text).toContain(`vu sur ${DEFAULT_COMMUNITY_NAME} :`);
    expect(digestMail('marie@koinonia.test', 'Marie', content(['a', 'b'])).subject).toBe(
      '2 nouvelles sur Koinonia',
    );
  });
});
