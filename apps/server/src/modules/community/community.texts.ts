/**
 * Every word of the community's mails, by mail language (settings.communication.language):
 * another language is one more entry of COMMUNITY_TEXTS, with the same keys.
 */
import type { MAIL_LANGUAGES } from '@koinonia/contracts';
import { DateTime } from 'luxon';

export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** 'samedi 14 décembre à 20 h 30', in `zone`. */
function frenchWhen(at: Date, zone: string): string {
  const local = DateTime.fromJSDate(at, { zone }).setLocale('fr');
  const minutes = local.minute === 0 ? '' : String(local.minute).padStart(2, '0');
  return `${local.toFormat('cccc d LLLL')} à ${local.hour} h ${minutes}`.trimEnd();
}

const fr = {
  when: frenchWhen,
  hello: (firstName: string) => `Bonjour ${firstName},`,
  settingsLabel: 'Choisir les e-mails que vous recevez',
  announcement: {
    subject: (group: string, title: string) => `Nouvel événement dans ${group} : ${title}`,
    intro: (group: string) => `Un nouvel événement est publié dans votre groupe « ${group} » :`,
    what: (title: string, when: string) => `« ${title} », ${when}.`,
    place: (location: string) => `Lieu : ${location}`,
    online: 'En ligne (le lien est sur la page de l’événement).',
    action: 'Voir l’événement',
    why: 'Vous recevez cet e-mail parce que vous êtes membre de ce groupe et que les annonces d’événements de vos groupes sont activées.',
    stop: 'Ne plus recevoir les annonces d’événements',
  },
  summary: {
    subject: 'Votre semaine sur Koinonia',
    intro: 'Voici ce qui s’est passé dans votre communauté cette semaine.',
    newMembers: (n: number) =>
      n === 1
        ? 'Un nouveau membre a rejoint la communauté.'
        : `${n} nouveaux membres ont rejoint la communauté.`,
    publications: 'Les publications les plus commentées :',
    publication: (author: string, excerpt: string, comments: number) =>
      `${author} : ${excerpt ? `« ${excerpt} »` : 'une publication'} — ${comments} ${plural(comments, 'commentaire', 'commentaires')}`,
    events: 'Les événements des 7 prochains jours :',
    event: (title: string, when: string, place: string) => `${title}, ${when} — ${place}`,
    online: 'en ligne',
    groups: 'De nouveaux groupes à découvrir :',
    group: (name: string, members: number) =>
      `${name} (${members} ${plural(members, 'membre', 'membres')})`,
    why: 'Vous recevez ce résumé chaque lundi parce que vous l’avez demandé.',
    stop: 'Ne plus recevoir le résumé de la semaine',
  },
  sheet: {
    subject: (week: string) => `La feuille paroissiale — ${week}`,
    intro: (week: string) =>
      `Voici la feuille paroissiale de la ${week.charAt(0).toLowerCase()}${week.slice(1)}.`,
    word: 'Le mot de la semaine :',
    articles: 'Les nouvelles de la semaine :',
    article: (title: string, summary: string) => `${title} — ${summary}`,
    events: 'Les événements de la semaine prochaine :',
    event: (title: string, when: string, place: string) => `${title}, ${when} — ${place}`,
    online: 'en ligne',
    action: 'Lire la feuille paroissiale',
    why: 'Vous recevez la feuille paroissiale chaque dimanche parce que vous l’avez demandée.',
    stop: 'Ne plus recevoir la feuille paroissiale',
  },
  unsubscribe: {
    invalidTitle: 'Lien invalide',
    invalidText:
      'Ce lien de désinscription n’est pas valide. Vous pouvez choisir vos e-mails dans vos paramètres.',
    doneTitle: 'Vous êtes désinscrit',
    groupEvents:
      'Vous ne recevrez plus d’e-mail pour les événements de vos groupes. Ils restent visibles dans l’application.',
    weeklySummary: 'Vous ne recevrez plus le résumé de la semaine de votre communauté.',
    weeklySheet:
      'Vous ne recevrez plus la feuille paroissiale par e-mail. Elle reste à lire sur le site.',
    settingsLink: 'Mes paramètres de communication',
  },
};

export type CommunityTexts = typeof fr;

export const COMMUNITY_TEXTS: Record<MailLanguage, CommunityTexts> = { fr };

/** The texts of a member's mail language (French when unknown). */
export const textsFor = (language: string): CommunityTexts =>
  COMMUNITY_TEXTS[language as MailLanguage] ?? COMMUNITY_TEXTS.fr;
