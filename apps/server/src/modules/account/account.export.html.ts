/**
 * The readable page of a member's data export: `index.html` at the archive's root,
 * in French, self-contained (no script, no outside resource), every value escaped. Each section
 * lists its rows; a stored path whose file is in the archive links to it under `media/`.
 */
import type { PersonalDataSection } from '../../platform/module.ts';
import { escapeHtml } from '../../platform/mailer.ts';
import { keyOfMediaPath } from '../../platform/media-storage.ts';

/** French labels of the rows' keys; a key not listed is shown as it is. */
const LABELS: Record<string, string> = {
  id: 'Identifiant',
  email: 'Adresse e-mail',
  titre: 'Titre',
  first_name: 'Prénom',
  last_name: 'Nom',
  bio: 'Biographie',
  birthday: 'Date de naissance',
  town: 'Ville',
  postcode: 'Code postal',
  profile_picture: 'Photo de profil',
  cover_picture: 'Photo de couverture',
  email_verified_at: 'Adresse confirmée le',
  created_at: 'Date',
  updated_at: 'Modifié le',
  ready_at: 'Prêt le',
  categorie: 'Catégorie',
  url: 'Fichier',
  content_type: 'Type de fichier',
  bytes: 'Taille (octets)',
  width: 'Largeur',
  height: 'Hauteur',
  member: 'Membre',
  relation: 'Relation',
  conversation_id: 'Conversation',
  with: 'Avec',
  messages: 'Messages envoyés',
  content: 'Texte',
  image: 'Image',
  text: 'Texte',
  type: 'Type',
  audience: 'Visible par',
  group_id: 'Groupe',
  event_id: 'Événement',
  video_kind: 'Type de vidéo',
  video_url: 'Vidéo',
  photos: 'Photos',
  publication_id: 'Publication',
  reply_to: 'En réponse au commentaire',
  on_kind: 'Sur',
  on_id: 'Identifiant',
  kind: 'Genre',
  name: 'Nom',
  status: 'Statut',
  role: 'Rôle',
  message: 'Message',
  notify_posts: 'Notifié des publications',
  title: 'Titre',
  description: 'Description',
  category: 'Catégorie',
  starts_at: 'Début',
  ends_at: 'Fin',
  time_zone: 'Fuseau horaire',
  is_online: 'En ligne',
  location: 'Lieu',
  online_url: 'Lien en ligne',
  capacity: 'Places',
  max_guests: 'Invités au plus',
  requires_approval: 'Sur validation',
  cancel_message: 'Message d’annulation',
  created_by_me: 'Créé par moi',
  standing: 'Réponse',
  guests: 'Invités',
};

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const IMAGE = /\.(webp|gif|jpg|png|avif)$/;

export interface IndexPage {
  sections: readonly PersonalDataSection[];
  /** Storage keys of the files copied under `media/`. */
  inArchive: ReadonlySet<string>;
  generatedAt: Date;
  timeZone: string;
}

export function renderIndexHtml({ sections, inArchive, generatedAt, timeZone }: IndexPage): string {
  const dateTime = new Intl.DateTimeFormat('fr-FR', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone,
  });

  const value = (v: unknown): string => {
    if (v === null || v === undefined || v === '') return '<span class="none">—</span>';
    if (typeof v === 'boolean') return v ? 'oui' : 'non';
    if (typeof v === 'number') return String(v);
    if (typeof v === 'string') return text(v);
    if (Array.isArray(v)) {
      if (v.length === 0) return '<span class="none">aucun</span>';
      return `<ul>${v.map((item) => `<li>${value(item)}</li>`).join('')}</ul>`;
    }
    return fields(v as Record<string, unknown>);
  };

  const text = (v: string): string => {
    const key = keyOfMediaPath(v);
    if (key && inArchive.has(key)) {
      const href = escapeHtml(`media/${key}`);
      const preview = IMAGE.test(key) ? `<img src="${href}" alt="" loading="lazy"> ` : '';
      return `<a href="${href}">${preview}${escapeHtml(key)}</a>`;
    }
    if (ISO_TIME.test(v)) {
      return `<time datetime="${escapeHtml(v)}">${escapeHtml(dateTime.format(new Date(v)))}</time>`;
    }
    return escapeHtml(v).replace(/\n/g, '<br>');
  };

  const fields = (row: Record<string, unknown>): string =>
    `<dl>${Object.entries(row)
      .map(([k, v]) => `<dt>${escapeHtml(LABELS[k] ?? k)}</dt><dd>${value(v)}</dd>`)
      .join('')}</dl>`;

  const anchor = (section: PersonalDataSection) => escapeHtml(section.file.replace(/\.json$/, ''));
  const toc = sections
    .map((s) => `<li><a href="#${anchor(s)}">${escapeHtml(s.title)}</a> (${s.rows.length})</li>`)
    .join('\n');
  const body = sections
    .map(
      (s) => `<section id="${anchor(s)}">
<h2>${escapeHtml(s.title)}</h2>
<p class="file">Données brutes : <a href="${escapeHtml(s.file)}">${escapeHtml(s.file)}</a></p>
${
  s.rows.length === 0
    ? '<p class="none">Rien à afficher.</p>'
    : `<ol>${s.rows.map((row) => `<li>${value(row)}</li>`).join('\n')}</ol>`
}
</section>`,
    )
    .join('\n');

  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mes données Koinonia</title>
<style>
body{font-family:system-ui,sans-serif;line-height:1.5;max-width:60rem;margin:0 auto;padding:1rem;color:#222;background:#fff}
h1,h2{color:#b3541e}section{border-top:1px solid #ddd;margin-top:2rem}
ol>li{margin:.75rem 0;padding:.5rem;border:1px solid #eee;border-radius:6px}
dl{display:grid;grid-template-columns:minmax(8rem,max-content) 1fr;gap:.25rem 1rem;margin:0}
dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}ul{margin:0;padding-left:1.25rem}
img{max-width:8rem;max-height:8rem;vertical-align:middle;border-radius:4px}
.none,.file{color:#666}
</style>
</head>
<body>
<h1>Mes données Koinonia</h1>
<p>Archive préparée le ${escapeHtml(dateTime.format(generatedAt))}. Chaque partie existe aussi en JSON (données brutes) à côté de cette page ; vos fichiers sont dans le dossier <code>media</code>.</p>
<nav aria-label="Sommaire"><ul>
${toc}
</ul></nav>
${body}
</body>
</html>
`;
}
