/**
 * The words of parish life the benches' seeds name their groups and places with
 * (groups-seed.ts, events-seed.ts, search-seed.ts): one list, so the three datasets read alike.
 */

/** Groups' kinds, as a parish has them. */
export const GROUP_NAMES: readonly string[] = [
  'Chorale',
  'Groupe de prière',
  'Jeunes pro',
  'Parcours Alpha',
  'Servants d’autel',
  'Équipe liturgique',
  'Aumônerie des lycéens',
  'Catéchèse CE2',
  'Chapelet du mercredi',
  'Conseil pastoral',
  'Scouts et guides',
  'Lecture de la Bible',
  'Équipe d’accueil',
  'Visiteurs des malades',
  'Préparation au mariage',
  'Chaîne de prière',
];

/** Saints and churches that name the places, spelled in full. */
export const PLACES: readonly string[] = [
  'Saint-Jean',
  'Notre-Dame',
  'Saint-Pierre',
  'Sainte-Thérèse',
  'Saint-Étienne',
  'Saint-Joseph',
  'Sacré-Cœur',
  'Sainte-Anne',
  'Saint-Michel',
  'Saint-Paul',
  'Saint-Éloi',
  'Sainte-Geneviève',
];
